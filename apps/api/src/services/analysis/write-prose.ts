import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { AnalysisRequest } from '@thrive/core/contracts/analysis-request';
import { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import { generateText, Output, type LanguageModel } from 'ai';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Logger } from '../../lib/logger';

/**
 * Optional prose by a language model (LLM_BASE_URL + LLM_MODEL, LLM_API_KEY if the server needs one): any
 * OpenAI-compatible server (Ollama, vLLM, llama.cpp, a hosted one) rewrites the market insights and the career-path
 * descriptions. The model gets the engine's figures and returns text only, checked by zod; it cannot touch a figure:
 * its text replaces two text fields and nothing else, and text that quotes a number the engine did not give is
 * refused. On a timeout, an error, bad output or an invented number the engine's own text stands.
 */
export type ProseOutcome =
  | { ok: true; result: AnalysisResult }
  | { ok: false; reason: 'timeout' | 'error' | 'bad-output' | 'invented-number' };
export type ProseWriter = (result: AnalysisResult, request: AnalysisRequest) => Promise<ProseOutcome>;

export const ModelProse = z.object({
  marketInsights: z.string().trim().min(40).max(1500),
  pathDescriptions: z
    .array(z.object({ roleId: z.string().min(1).max(80), description: z.string().trim().min(10).max(600) }))
    .max(10),
});
export type ModelProse = z.infer<typeof ModelProse>;

export function createProseWriter(config: Config, logger: Logger): ProseWriter | null {
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return null;
  const provider = createOpenAICompatible({
    name: 'thrive-llm',
    baseURL: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    supportsStructuredOutputs: true,
  });
  return proseWriterFromModel(provider.chatModel(config.LLM_MODEL), {
    timeoutMs: config.LLM_TIMEOUT_MS,
    logger,
  });
}

export function proseWriterFromModel(
  model: LanguageModel,
  options: { timeoutMs: number; logger?: Logger },
): ProseWriter {
  return async (result, request) => {
    const facts = factsFor(result);
    let prose: ModelProse;
    try {
      const response = await generateText({
        model,
        output: Output.object({ schema: ModelProse }),
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(options.timeoutMs),
        system: [
          'You write short, warm, concrete text for a career and relocation plan.',
          `Write in ${request.locale === 'nl' ? 'Dutch' : 'English'}.`,
          'Use only the figures given in the facts, exactly as given; never invent or change a number.',
          'Answer with JSON: marketInsights (2-4 sentences) and pathDescriptions (one per career path roleId).',
        ].join(' '),
        prompt: JSON.stringify(facts),
      });
      prose = ModelProse.parse(response.output);
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      const timedOut =
        name === 'TimeoutError' || name === 'AbortError' || /abort|timeout/i.test(String(error));
      options.logger?.debug(
        { err: error instanceof Error ? error.message : String(error) },
        'model prose failed',
      );
      if (timedOut) return { ok: false, reason: 'timeout' };
      return {
        ok: false,
        reason:
          error instanceof z.ZodError || /schema|parse|json/i.test(String(error)) ? 'bad-output' : 'error',
      };
    }
    const allowed = allowedNumbers(facts);
    const texts = [prose.marketInsights, ...prose.pathDescriptions.map((p) => p.description)];
    if (texts.some((text) => numbersIn(text).some((n) => !allowed.has(n))))
      return { ok: false, reason: 'invented-number' };

    const descriptions = new Map(prose.pathDescriptions.map((p) => [p.roleId, p.description]));
    const merged = {
      ...result,
      marketInsights: prose.marketInsights,
      careerPath: result.careerPath.map((step) => ({
        ...step,
        description: descriptions.get(step.roleId) ?? step.description,
      })),
    };
    const checked = AnalysisResult.safeParse(merged);
    return checked.success ? { ok: true, result: checked.data } : { ok: false, reason: 'bad-output' };
  };
}

/** The figures the model may use: predictions, the best cities with their affordability, path, top gaps. */
export function factsFor(result: AnalysisResult) {
  const topCities = result.cityMatches.slice(0, 3);
  return {
    predictions: Object.fromEntries(
      Object.entries(result.predictions).map(([timeframe, p]) => [
        timeframe,
        {
          role: p.career.role,
          level: p.career.level,
          salary: `${Math.round(p.career.salary.value)} ${p.career.salary.currency}`,
          city: p.location.city,
        },
      ]),
    ),
    cities: topCities.map((city) => {
      const a = result.affordability.find((entry) => entry.cityId === city.cityId);
      return {
        name: city.name,
        match: city.match,
        reasons: city.reasons.map((r) => r.text),
        ...(a && {
          netMonthly: `${Math.round(a.netMonthly.value)} ${a.currency}`,
          rentMonthly: `${Math.round(a.rentMonthly.value)} ${a.currency}`,
          // Already a percent (30.03 = 30.03%), said to one decimal as every screen does.
          rentShareOfNetPercent: Math.round(a.rentShareOfNet * 10) / 10,
        }),
      };
    }),
    careerPath: result.careerPath.map((step) => ({
      roleId: step.roleId,
      title: step.title,
      timeframe: step.timeframe,
      salary: `${Math.round(step.salary.value)} ${step.salary.currency}`,
      probability: step.probability,
      skills: step.skillRequirements.slice(0, 5),
    })),
    skillGaps: result.skillGaps
      .slice(0, 5)
      .map((gap) => ({ name: gap.name, priority: gap.priority, weeks: gap.timeToTarget.weeks })),
  };
}

/** Numbers written in a text (thousands separators and decimals understood), as canonical strings. */
export function numbersIn(text: string): string[] {
  const found = text.match(/\d[\d.,\u00a0\u202f]*\d|\d/g) ?? [];
  return found.map(canonicalNumber).filter((n): n is string => n !== null);
}

function canonicalNumber(raw: string): string | null {
  const compact = raw.replace(/[\u00a0\u202f]/g, '');
  // 65,000 / 65.000 (thousands) versus 3.5 / 3,5 (decimals): a separator followed by exactly 3 digits groups.
  const grouped = /^\d{1,3}([.,]\d{3})+$/.test(compact);
  const value = grouped ? Number(compact.replace(/[.,]/g, '')) : Number(compact.replace(',', '.'));
  if (!Number.isFinite(value)) return null;
  return String(Math.round(value));
}

/** Every number in the facts, plus small counts and years (1-12 and 0-3 style ranges are plain words). */
function allowedNumbers(facts: unknown): Set<string> {
  const allowed = new Set<string>();
  for (let n = 0; n <= 12; n += 1) allowed.add(String(n));
  for (let year = 2000; year <= 2100; year += 1) allowed.add(String(year));
  for (const n of numbersIn(JSON.stringify(facts))) allowed.add(n);
  return allowed;
}
