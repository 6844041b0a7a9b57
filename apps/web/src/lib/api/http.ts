import type { z } from 'zod';
import i18n from '@/lib/i18n';
import { fetchJson, type ApiInit } from './fetch-json';

export { ApiRequestError, type ApiInit } from './fetch-json';

/** `fetchJson` in the person's language (the app's i18n). */
export async function apiJson(path: string, init?: ApiInit): Promise<unknown>;
export async function apiJson<S extends z.ZodType>(
  path: string,
  init: ApiInit & { schema: S },
): Promise<z.infer<S>>;
export async function apiJson(path: string, init: ApiInit & { schema?: z.ZodType } = {}): Promise<unknown> {
  return fetchJson(path, init, i18n.language === 'nl' ? 'nl' : 'en');
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON call by method (auth and account screens), its answer parsed by `schema` when given. */
export function apiRequest(method: Method, path: string, body?: unknown): Promise<unknown>;
export function apiRequest<S extends z.ZodType>(
  method: Method,
  path: string,
  body: unknown,
  schema: S,
): Promise<z.infer<S>>;
export function apiRequest(method: Method, path: string, body?: unknown, schema?: z.ZodType) {
  return schema ? apiJson(path, { method, json: body, schema }) : apiJson(path, { method, json: body });
}
/** A POST; without a body it sends `{}`. */
export function apiPost(path: string, body?: unknown): Promise<unknown>;
export function apiPost<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.infer<S>>;
export function apiPost(path: string, body: unknown = {}, schema?: z.ZodType) {
  return schema ? apiRequest('POST', path, body, schema) : apiRequest('POST', path, body);
}
export function apiGet<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
  return apiRequest('GET', path, undefined, schema);
}
