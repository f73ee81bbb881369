import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of a hotel's practical facts, on the product and hotel pages. */
export const hotelFactsMessages = defineMessages<{
  facilities: NoMessageValues;
  arrival: { time: string };
  departure: { time: string };
  petsAllowed: { count: number };
  petsNotAllowed: NoMessageValues;
  gettingThere: NoMessageValues;
  map: NoMessageValues;
  hours: NoMessageValues;
  thingsToKnow: NoMessageValues;
  ecoFacilities: NoMessageValues;
  pets: NoMessageValues;
  petsPrice: { price: string };
  petsMaxWeight: { weight: number };
  localTax: NoMessageValues;
  cancellation: NoMessageValues;
}>({
  facilities: { id: 'product.hotelFacts.facilities', defaultMessage: 'Services and equipment' },
  arrival: { id: 'product.hotelFacts.arrival', defaultMessage: 'Arrival from {time}' },
  departure: { id: 'product.hotelFacts.departure', defaultMessage: 'Departure until {time}' },
  petsAllowed: { id: 'product.hotelFacts.petsAllowed', defaultMessage: '{count, plural, one {Pets allowed (# pet)} other {Pets allowed (up to # pets)}}' },
  petsNotAllowed: { id: 'product.hotelFacts.petsNotAllowed', defaultMessage: 'Pets not allowed' },
  gettingThere: { id: 'product.hotelFacts.gettingThere', defaultMessage: 'Getting there' },
  map: { id: 'product.hotelFacts.map', defaultMessage: 'See on a map (opens OpenStreetMap)' },
  hours: { id: 'product.hotelFacts.hours', defaultMessage: 'Hours' },
  thingsToKnow: { id: 'product.hotelFacts.thingsToKnow', defaultMessage: 'Things to know' },
  ecoFacilities: { id: 'product.hotelFacts.ecoFacilities', defaultMessage: 'Eco-friendly commitments' },
  pets: { id: 'product.hotelFacts.pets', defaultMessage: 'Pets' },
  petsPrice: { id: 'product.hotelFacts.petsPrice', defaultMessage: '{price} per pet' },
  petsMaxWeight: { id: 'product.hotelFacts.petsMaxWeight', defaultMessage: 'Up to {weight} kg' },
  localTax: { id: 'product.hotelFacts.localTax', defaultMessage: 'Local taxes' },
  cancellation: { id: 'product.hotelFacts.cancellation', defaultMessage: 'Cancellation policy' },
});
