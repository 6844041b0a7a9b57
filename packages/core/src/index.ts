export * from './routes';
export * from './contracts/enums';
