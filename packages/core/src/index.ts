export * from './routes';
export * from './contracts/enums';
export * from './contracts/onboarding';
export * from './onboarding/steps';
