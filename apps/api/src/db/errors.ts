export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}
