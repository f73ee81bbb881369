export * from './render-with-intl';
export * from './cascade-layers';
