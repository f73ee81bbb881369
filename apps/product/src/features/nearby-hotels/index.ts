export { NearbyHotelsBlock } from './nearby-hotels-block';
