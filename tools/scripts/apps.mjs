// The deployable apps, in the order their builds are listed everywhere (start, test, CI).
export const APPS = 'shell,search,product,gifting,checkout,account,catalog-api';
