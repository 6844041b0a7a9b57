import type { z } from 'zod';

/**
 * A cheap structural check of a value the program itself built against a zod schema, returning the value in the
 * schema's output shape (decision 0109). What `schema.parse` would give for a value that passes it, byte for byte
 * once serialised: object keys in the schema's order, keys the schema does not name dropped, defaults filled and
 * string overwrites (`.trim()`) applied. What it checks on the way: every object, array, string, boolean and number
 * is one (numbers finite, as JSON cannot carry NaN or Infinity), every required key is there, enums and literals hold
 * one of their values, and the schema's own refinements (`refine`, `superRefine`) hold. What it leaves to the tests:
 * string lengths, patterns and formats, number ranges and integer checks, array lengths (the engine's contract test
 * parses many people's results with the full schema and compares its output with this one's).
 *
 * Made for results computed on our own thread (the analysis engine's, about a fifth of its time went to the full
 * parse: decisions 0098 and 0109); anything a person or another system sends is parsed in full as before. Schemas
 * with shapes it does not know (transforms, pipes, unions of objects, lazy schemas...) are refused when the checker
 * is made, so a change of the contract that it could not mirror fails the first test that loads it.
 */
export class ConformError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(`${path || 'value'}: ${message}`);
    this.name = 'ConformError';
  }
}

type Conform = (value: unknown, path: string) => unknown;

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      checks?: { _zod: { def: { check: string; tx?: (v: unknown) => unknown }; check(p: unknown): void } }[];
      shape?: Record<string, unknown>;
      element?: unknown;
      keyType?: unknown;
      valueType?: unknown;
      innerType?: unknown;
      options?: unknown[];
      entries?: Record<string, unknown>;
      values?: unknown[];
      defaultValue?: unknown;
    };
  };
}

const internals = (schema: unknown) => (schema as ZodInternals)._zod.def;

/** A `refine`'s own message (zod adds it when it reports the issue; a `superRefine` gives its issue one). */
function messageOf(check: unknown): string | undefined {
  const error = (check as { _zod?: { def?: { error?: () => unknown } } } | undefined)?._zod?.def?.error?.();
  return typeof error === 'string' ? error : undefined;
}

/** Makes the checker of `schema` (once; keep it). */
export function conformer<S extends z.ZodType>(schema: S): (value: unknown) => z.output<S> {
  const made = new Map<unknown, Conform>();
  const check = build(schema, made);
  return (value) => check(value, '') as z.output<S>;
}

function build(schema: unknown, made: Map<unknown, Conform>): Conform {
  const known = made.get(schema);
  if (known) return known;
  // Recursive schemas would come back here through `made`; the ones this is for have none, and lazy is refused.
  let self: Conform = () => {
    throw new Error('conform: recursive schema');
  };
  made.set(schema, (v, p) => self(v, p));
  self = make(schema, made);
  made.set(schema, self);
  return self;
}

function make(schema: unknown, made: Map<unknown, Conform>): Conform {
  const def = internals(schema);
  const checks = def.checks ?? [];
  const custom = checks.filter((c) => c._zod.def.check === 'custom');
  const overwrites = checks.filter((c) => c._zod.def.check === 'overwrite').map((c) => c._zod.def.tx!);
  const refined = (conform: Conform): Conform =>
    custom.length === 0
      ? conform
      : (value, path) => {
          const out = conform(value, path);
          const payload = {
            value: out,
            issues: [] as { message?: string; path?: PropertyKey[]; inst?: unknown }[],
          };
          for (const c of custom) c._zod.check(payload);
          const issue = payload.issues[0];
          if (issue)
            throw new ConformError(
              [path, ...(issue.path ?? []).map(String)].filter(Boolean).join('.'),
              issue.message ?? messageOf(issue.inst) ?? 'refinement failed',
            );
          return out;
        };

  switch (def.type) {
    case 'object': {
      const keys = Object.keys(def.shape!);
      const fields = keys.map((key) => {
        const fieldDef = internals(def.shape![key]);
        return {
          key,
          conform: build(def.shape![key], made),
          // optional: an absent key stays absent; default: conform() fills it (below).
          optional: fieldDef.type === 'optional',
          withDefault: fieldDef.type === 'default',
        };
      });
      return refined((value, path) => {
        if (value === null || typeof value !== 'object' || Array.isArray(value))
          throw new ConformError(path, 'expected an object');
        const source = value as Record<string, unknown>;
        const out: Record<string, unknown> = {};
        for (const field of fields) {
          const v = source[field.key];
          if (v === undefined && field.optional) continue;
          if (v === undefined && !field.withDefault)
            throw new ConformError(`${path}.${field.key}`, 'required');
          out[field.key] = field.conform(v, `${path}.${field.key}`);
        }
        return out;
      });
    }
    case 'array': {
      const element = build(def.element, made);
      return refined((value, path) => {
        if (!Array.isArray(value)) throw new ConformError(path, 'expected an array');
        const out = new Array<unknown>(value.length);
        for (let i = 0; i < value.length; i++) out[i] = element(value[i], `${path}[${i}]`);
        return out;
      });
    }
    case 'record': {
      if (internals(def.keyType).type !== 'string') throw new Error('conform: records keyed by strings only');
      const entry = build(def.valueType, made);
      return refined((value, path) => {
        if (value === null || typeof value !== 'object' || Array.isArray(value))
          throw new ConformError(path, 'expected an object');
        const out: Record<string, unknown> = {};
        for (const [key, v] of Object.entries(value)) out[key] = entry(v, `${path}.${key}`);
        return out;
      });
    }
    case 'optional': {
      const inner = build(def.innerType, made);
      return (value, path) => (value === undefined ? undefined : inner(value, path));
    }
    case 'nullable': {
      const inner = build(def.innerType, made);
      return (value, path) => (value === null ? null : inner(value, path));
    }
    case 'default': {
      const inner = build(def.innerType, made);
      // Read at each use: zod's definition gives a fresh copy of an object default each time.
      return (value, path) => inner(value === undefined ? def.defaultValue : value, path);
    }
    case 'union': {
      const primitive = ['string', 'number', 'boolean'];
      const types = def.options!.map((o) => internals(o).type);
      if (types.some((t) => !primitive.includes(t))) throw new Error('conform: unions of primitives only');
      if (def.options!.some((o) => (internals(o).checks ?? []).some((c) => c._zod.def.check === 'overwrite')))
        throw new Error('conform: no overwrites inside unions');
      // By the value's type (a thrown check per number would cost more than the check).
      const byType = new Map<string, Conform>();
      def.options!.forEach((o, i) => {
        if (!byType.has(types[i]!)) byType.set(types[i]!, build(o, made));
      });
      return (value, path) => {
        const option = byType.get(typeof value);
        if (!option) throw new ConformError(path, `expected one of ${types.join(', ')}`);
        return option(value, path);
      };
    }
    case 'string':
      return refined((value, path) => {
        if (typeof value !== 'string') throw new ConformError(path, 'expected a string');
        let out: unknown = value;
        for (const tx of overwrites) out = tx(out);
        return out;
      });
    case 'number':
      return refined((value, path) => {
        if (typeof value !== 'number' || !Number.isFinite(value))
          throw new ConformError(path, 'expected a finite number');
        return value;
      });
    case 'boolean':
      return refined((value, path) => {
        if (typeof value !== 'boolean') throw new ConformError(path, 'expected a boolean');
        return value;
      });
    case 'enum': {
      const allowed = new Set(Object.values(def.entries!));
      return (value, path) => {
        if (!allowed.has(value)) throw new ConformError(path, `not one of ${[...allowed].join(', ')}`);
        return value;
      };
    }
    case 'literal': {
      const allowed = new Set(def.values);
      return (value, path) => {
        if (!allowed.has(value)) throw new ConformError(path, `not ${[...allowed].join(', ')}`);
        return value;
      };
    }
    default:
      throw new Error(`conform: no rule for ${def.type} schemas`);
  }
}
