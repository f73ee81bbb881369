export { MapButton, type MapButtonProps } from './map-button';
