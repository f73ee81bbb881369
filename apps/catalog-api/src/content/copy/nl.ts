import type { ContentCopy } from './copy-types';

/** The Dutch copy of every market that speaks it. */
export const DUTCH: ContentCopy<'nl'> = {
  language: 'nl',
  home: {
    seoTitle: (flow, country) =>
      ({
        booking: `Weekendjes weg en korte trips in ${country} | Escapade`,
        gifting: `Een verblijf cadeau doen: cadeaubonnen en boxen | Escapade`,
        activity: `Dagactiviteiten in ${country} | Escapade`,
      })[flow],
    seoDescription: (flow, country) =>
      ({
        booking: `Boek een all-in weekend in ${country}: hotel, ontbijt, diner en activiteiten gekozen door onze experts, voor de beste prijs.`,
        gifting: `Geef een verblijf cadeau, een jaar geldig voor twee personen: de ontvanger kiest zelf de datum. Digitale bon meteen in de mailbox of gratis geleverde box.`,
        activity: `Spa, proeverij, kanoën: dagactiviteiten dicht bij huis, zonder hotelovernachting, 12 maanden geldig.`,
      })[flow],
    jumbotron: {
      booking: {
        title: 'Het weekend dat bij je past',
        subtitle: 'Hotel, diner en activiteiten in één verblijf, dicht bij huis.',
      },
      gifting: {
        title: 'Geef samen even tijd cadeau',
        subtitle: 'Een bon die een jaar geldig is: zij kiezen de datum, jij scoort.',
      },
      activity: {
        title: 'Een dagje ertussenuit',
        subtitle: 'Activiteiten zonder overnachting, op minder dan 2 uur van huis.',
      },
    },
    jumbotronAlt: (country) => `Een stel op weekendje weg in ${country}`,
    usp: [
      {
        icon: 'handshake',
        title: '15 jaar partnerschappen',
        text: 'We kennen elk hotel en elke activiteit die we je aanbieden.',
      },
      {
        icon: 'tag',
        title: 'De beste prijs',
        text: 'All-in verblijven tot 40 % goedkoper dan alles apart boeken.',
      },
      {
        icon: 'calendar',
        title: 'Flexibel annuleren',
        text: 'Bij de meeste verblijven wijzig of annuleer je tot de uiterste datum.',
      },
      {
        icon: 'star',
        title: '4,5/5 uit 4146 reviews',
        text: 'Onze reizigers raden Escapade aan bij vrienden en familie.',
      },
    ],
    marketing: {
      booking: {
        title: 'Weg zonder iets te regelen',
        text: 'Elk weekend combineert de overnachting, het ontbijt en activiteiten die voor jou zijn gekozen. Alleen je koffer nog pakken.',
        cta: 'Bekijk de verblijven',
      },
      gifting: {
        title: 'Het cadeau dat op reis stuurt',
        text: 'Digitale bon direct per e-mail, of een box die gratis wordt geleverd binnen 2 tot 4 werkdagen.',
        cta: 'Kies een verblijf om cadeau te doen',
      },
      activity: {
        title: 'Dagjes uit',
        text: 'Duomassage, kookles of raften: boek een activiteit en beleef ze wanneer je wilt, binnen 12 maanden.',
        cta: 'Bekijk de activiteiten',
      },
    },
    categoriesTitle: {
      booking: 'Onze tips van het moment',
      gifting: 'Een verblijf cadeau voor elke smaak',
      activity: 'Vind jouw activiteit',
    },
    topSearchTitle: (flow, city) =>
      ({
        booking: `De meest geboekte verblijven in ${city}`,
        gifting: `Verblijven om cadeau te doen bij ${city}`,
        activity: `Favoriete activiteiten rond ${city}`,
      })[flow],
  },
  announcement: {
    homePages: '**10 % extra korting** op een selectie weekendjes weg, tot zondag.',
    searchPages: 'Flexibel annuleren bij de meeste verblijven: **boek zorgeloos**.',
    productPages: 'Betaal in **3 of 4 termijnen** vanaf 200 € bij geschikte verblijven.',
  },
  promoBar: {
    booking: {
      main: 'Flash sale: tot -40 % op weekendjes weg',
      secondary: 'Cadeau-ideeën',
    },
    gifting: {
      main: 'De digitale cadeaubon, meteen in de mailbox',
      secondary: 'Cadeaukaart',
    },
    activity: {
      main: 'Activiteiten op minder dan 2 uur van huis',
      secondary: 'Een activiteit cadeau doen',
    },
    hotel: {
      main: 'Last minute: de beste prijzen van de week',
      secondary: 'All-in weekendjes',
    },
  },
  navigation: {
    destinationsIn: (country) => `Bestemmingen in ${country}`,
    themes: 'Onze tips',
    themeIn: (theme, country) => `${theme} in ${country}`,
  },
  thisWeek: {
    title: (theme) => `Deze week: ${theme}`,
    descriptions: [
      (theme, country) => `Onze selectie ‘${theme}’ van het moment: weekendjes in ${country}, gekozen door het team. Boek ze voor ze volzet zijn.`,
      (theme) => `Zin in iets anders? Laat je verleiden door onze verblijven ‘${theme}’, met hotel en activiteiten inbegrepen.`,
      (theme, country) => `Reizigers zijn er dol op: ‘${theme}’ op minder dan 2 uur van huis, overal in ${country}.`,
    ],
  },
  banners: {
    home: {
      title: 'Je volgende weekendje weg begint hier',
      subtitle: 'Meer dan 6000 all-in verblijven, één voor één geselecteerd.',
      cta: 'Vind je verblijf',
    },
    gifting: {
      title: 'Geef een verblijf, zij kiezen de datum',
      subtitle: 'Een jaar geldig voor twee personen, als digitale bon of als box.',
      cta: 'Geef een verblijf cadeau',
    },
    activity: {
      title: 'Een activiteit, zonder hotelnacht',
      subtitle: 'Spa, lekker eten, avontuur: boek nu en beleef het binnen 12 maanden.',
      cta: 'Ontdek de activiteiten',
    },
    lessThanTwoHours: {
      title: 'Op minder dan 2 uur van huis',
      subtitle: 'Je hoeft niet ver te gaan om even weg te zijn: onze verblijven dichtbij.',
      cta: 'Ik ga dichtbij',
    },
    place: (name) => ({
      title: `Weekendje ${name}`,
      subtitle: `Onze mooiste verblijven in en rond ${name}, met hotel en activiteiten.`,
      cta: `Ontdek ${name}`,
    }),
    theme: (theme) => ({
      title: `Verblijven: ${theme.toLowerCase()}`,
      subtitle: `Een selectie ‘${theme}’ samengesteld door onze experts.`,
      cta: 'Bekijk de selectie',
    }),
    giftCta: 'Geef dit verblijf cadeau',
  },
  boxBlock: {
    campaign: 'boxen-seizoen',
    title: 'Onze cadeauboxen',
    subtitle: 'Honderden hotels om uit te kiezen in elke box, een jaar geldig.',
    buttonLabel: 'Bekijk alle boxen',
    boxes: [
      {
        title: 'Culinair weekend',
        includedContent: ['1 nacht voor 2', 'Ontbijt', 'Streekdiner'],
      },
      {
        title: 'Wellnessmoment',
        includedContent: ['1 nacht voor 2', 'Ontbijt', 'Toegang tot de spa'],
      },
      {
        title: 'Romantisch weekendje',
        includedContent: ['1 nacht voor 2', 'Fles bubbels', 'Late check-out'],
      },
      {
        title: 'Uitzonderlijk verblijf',
        includedContent: ['2 nachten voor 2', '4- en 5-sterrenhotels', 'Gastronomisch diner'],
      },
      {
        title: 'Natuur en avontuur',
        includedContent: ['1 nacht voor 2', 'Ontbijt', 'Buitenactiviteit'],
      },
      {
        title: 'Kastelen en landgoederen',
        includedContent: ['1 nacht voor 2', 'Ontbijt', 'Bezoek aan het domein'],
      },
    ],
  },
  giftBlock: {
    title: 'Verras iemand met een verblijf',
    subtitle: 'Box, verblijf, cadeaukaart of activiteit: voor ieder het juiste cadeau.',
  },
  searchPromos: {
    flashSale: {
      title: 'Flashdeals van de week',
      subtitle: 'Tot 40 % korting op een selectie uitjes, maar een paar dagen lang.',
      cta: 'Bekijk de deals',
      imageAlt: 'Een hotelterras in de zon',
    },
    giveStay: {
      title: 'Geef een uitje cadeau, zij kiezen de datum',
      subtitle: 'Een cadeaubon voor twee personen, een jaar geldig en meteen verstuurd.',
      cta: 'Geef een uitje cadeau',
      imageAlt: 'Een stel pakt een cadeau uit',
    },
    giveActivity: {
      title: 'Een dagje uit cadeau doen',
      subtitle: 'Spa, proeverij of wandeltocht: activiteiten zonder hotelnacht, 12 maanden geldig.',
      cta: 'Bekijk de activiteiten',
      imageAlt: 'Twee vriendinnen in de spa',
    },
    treatYourself: {
      title: 'Ga jij zelf ook weg?',
      subtitle: 'Dezelfde uitjes, voor jezelf te boeken op je eigen data.',
      cta: 'Boek voor mezelf',
      imageAlt: 'Een kamer met uitzicht op het platteland',
    },
    stayTheNight: {
      title: 'Blijf een nachtje langer',
      subtitle: 'Hotel, ontbijt en activiteiten samen in één all-inclusive weekend.',
      cta: 'Bekijk de weekenden',
      imageAlt: 'Een ontbijt op de kamer geserveerd',
    },
  },
  seoText: {
    title: (place) => `${place}: onze all-inclusive uitjes`,
    why: {
      heading: (place) => `Waarom kiezen voor ${place}?`,
      text: (place, region, count) =>
        `${place}${region ? `, in ${region},` : ''} leent zich perfect voor een uitje van twee of drie dagen. We bieden er ${count} ${count > 1 ? 'uitjes' : 'uitje'} aan met een hotelnacht, ontbijt en activiteiten die ons team heeft uitgekozen, zodat je van de plek geniet zonder iets te regelen.`,
    },
    themes: {
      heading: () => 'Wat is er te doen?',
      text: (_place, themes) =>
        `Reizigers kiezen hier vooral onze uitjes rond ${themes}. Bij elk aanbod staat wat inbegrepen is: diner, toegang tot de spa, proeverij of rondleiding.`,
    },
    nearby: {
      heading: () => 'In de buurt',
      text: (places) => `Zin in een ander landschap? Ontdek ook onze uitjes: ${places}.`,
    },
    practical: {
      heading: 'Goed om te weten',
      text: 'De meeste uitjes kun je wijzigen tot de uiterste datum die bij het aanbod staat, en de toeristenbelasting betaal je ter plaatse. Je kunt elk van deze uitjes ook cadeau doen: de ontvanger kiest een jaar lang zelf de data.',
    },
    readMore: 'Lees meer',
    readLess: 'Minder tonen',
    and: 'en',
  },
  ideas: {
    title: 'Ideeën voor een weekendje weg',
    intro: 'Inspiratie nodig? Hier zijn onze ideeën, per thema en per bestemming.',
    themesTitle: 'Per thema',
    themesIntro: 'Romantisch, culinair of sportief: vind het verblijf dat bij je past.',
    destinationsTitle: (country) => `Favoriete bestemmingen in ${country}`,
    destinationsIntro: 'De steden waar onze reizigers nu het meest boeken.',
    giftsTitle: 'Cadeau-ideeën',
    giftIdea: (theme) => `Een verblijf cadeau: ${theme.toLowerCase()}`,
  },
  staticPages: {
    'legal-notice': {
      title: 'Wettelijke vermeldingen',
      description: 'Uitgever, hosting en contactgegevens van de site.',
      content: ({ siteName }) =>
        `## Uitgever\n\n${siteName} is een dienst van Escapade SAS, 12 rue des Voyageurs, 75010 Parijs (Frankrijk).\n\n## Hosting\n\nDe site wordt gehost in de Europese Unie door een gecertificeerde provider.\n\n## Contact\n\nOnze klantendienst helpt je van maandag tot vrijdag van 10 tot 18 uur via de pagina [Contact](/contact).`,
    },
    'terms-of-sale': {
      title: 'Algemene verkoopvoorwaarden',
      description: 'De regels voor je boekingen en cadeaubonnen.',
      content: () =>
        `## Onderwerp\n\nDeze voorwaarden gelden voor de verkoop van verblijven, activiteiten en cadeaubonnen op de site.\n\n## Prijzen\n\nPrijzen staan in euro, inclusief btw, exclusief toeristenbelasting die ter plaatse wordt betaald als het hotel die vraagt.\n\n## Wijzigen en annuleren\n\nJe kunt je verblijf gratis wijzigen tot de vermelde uiterste datum: is het nieuwe verblijf goedkoper, dan krijg je het verschil terug; is het duurder, dan betaal je het verschil bij. Annuleer je voor de uiterste datum, dan krijg je 80 % van het bedrag van elke nacht terug. Na de aankomstdatum is er geen terugbetaling.\n\n## Cadeaubonnen\n\nEen verblijfsbon is een jaar geldig voor twee personen. De digitale bon komt meteen per e-mail; de box wordt gratis geleverd binnen 2 tot 4 werkdagen. Een activiteitenbon is 12 maanden geldig.`,
    },
    privacy: {
      title: 'Gegevensbescherming',
      description: 'Hoe we je gegevens gebruiken en beschermen.',
      content: () =>
        `## Welke gegevens we verzamelen\n\nJe naam, e-mailadres, telefoonnummer en de gegevens van je boekingen.\n\n## Waarom\n\nOm je boekingen te beheren, je cadeaubonnen te versturen en, als je dat wilt, onze nieuwsbrief.\n\n## Je rechten\n\nJe hebt recht op inzage, verbetering, verwijdering en bezwaar. Schrijf ons via de pagina [Contact](/contact): we antwoorden binnen 30 dagen.\n\n## Bewaring\n\nBoekingsgegevens bewaren we zo lang als de wet vraagt; marketinggegevens drie jaar na je laatste contact.`,
    },
    cookies: {
      title: 'Cookiebeleid',
      description: 'De cookies van de site en hoe je ze beheert.',
      content: () =>
        `## Noodzakelijke cookies\n\nZe onthouden je taal, je sessie en je laatste zoekopdrachten. Ze kunnen niet worden uitgeschakeld.\n\n## Statistieken\n\nZe helpen ons begrijpen welke pagina’s nuttig zijn. We plaatsen ze alleen met je toestemming.\n\n## Advertenties\n\nHiermee tonen we onze aanbiedingen op andere sites. Je kunt ze altijd weigeren via de link ‘Cookies beheren’ onderaan de pagina.`,
    },
    about: {
      title: 'Over ons',
      description: 'Het verhaal van Escapade en 15 jaar samenwerking met hoteliers.',
      content: ({ country }) =>
        `## Weekendjes weg zijn ons vak\n\nAl 15 jaar stellen we samen met hoteliers all-in verblijven samen: de overnachting, het ontbijt, een diner en activiteiten ter plaatse.\n\n## Een strenge selectie\n\nWe bezoeken elk hotel en onze reizigers beoordelen elk verblijf. In ${country} vernieuwen onze lokale experts de selectie elke week.\n\n## Wat reizigers zeggen\n\nEscapade scoort 4,5/5 uit 4146 reviews.`,
    },
    faq: {
      title: 'Veelgestelde vragen',
      description: 'Antwoorden op de meest gestelde vragen over verblijven en cadeaus.',
      content: () =>
        `## Hoe gebruik ik een cadeaubon?\n\nGa naar de site, kies een verblijf en vul de code van je bon in bij het betalen.\n\n## Hoe lang is mijn bon geldig?\n\nEen jaar voor een verblijf, 12 maanden voor een activiteit.\n\n## Is de toeristenbelasting inbegrepen?\n\nNee: die betaal je in het hotel als de gemeente ze heft.\n\n## Kan ik in termijnen betalen?\n\nJa, in 3 termijnen vanaf 200 € en in 4 vanaf 250 €, voor een aankomst over meer dan 7 dagen.\n\n## Hoe bereik ik de klantendienst?\n\nVan maandag tot vrijdag van 10 tot 18 uur via de pagina [Contact](/contact).`,
    },
  },
  miniSiteFooter: (partner) => `Aanbod voor lezers en leden van **${partner}**, in samenwerking met Escapade. Voorwaarden op [Algemene verkoopvoorwaarden](/page/terms-of-sale).`,
  landing: {
    slug: 'last-minute-weekend',
    title: 'Last-minute weekendjes weg',
    intro: 'Vertrek dit weekend nog: verblijven met ontbijt, diners en activiteiten, te boeken tot het laatste moment.',
    description: 'Onze last-minute weekendjes weg: vandaag boeken, morgen vertrekken.',
  },
};
