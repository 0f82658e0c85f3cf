export * from './buildRequest';
export * from './mobilePrefix';
export * from './paths';
export * from './placeholders';
export * from './productList';
export * from './summary';
