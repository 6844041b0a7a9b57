export * from './figure';
export * from './schemas';
export * from './sources';
export * from './skills';
export * from './courses';
export * from './cities';
export * from './roles';
export * from './tax';
