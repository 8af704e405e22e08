export * from './common';
export * from './geo';
export * from './roles';
export * from './users';
export * from './auth';
export * from './search';
export * from './hotelSearch';
export * from './bookings';
