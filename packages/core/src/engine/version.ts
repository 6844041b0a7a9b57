/**
 * Version of the engine's rules (the code that turns answers and datasets into figures). Stored with every analysis
 * beside the dataset version, so a stored result can be traced to both. Raise it when a rule changes a result.
 */
export const ENGINE_VERSION = '2026.22';
