/** Spec: on a service error the processing screen stores a retry record (original data, mapped data, timestamp). */
export const ANALYSIS_RETRY_KEY = 'thrive.analysis-retry';

export interface AnalysisRetryRecord {
  originalData: unknown;
  mappedData: unknown;
  timestamp: string;
}

export function saveRetryRecord(originalData: unknown, mappedData: unknown, now: Date = new Date()) {
  const record: AnalysisRetryRecord = { originalData, mappedData, timestamp: now.toISOString() };
  try {
    localStorage.setItem(ANALYSIS_RETRY_KEY, JSON.stringify(record));
  } catch {
    // storage full or unavailable: the dashboard can still regenerate from the stored answers
  }
}

export function readRetryRecord(): AnalysisRetryRecord | null {
  try {
    const raw = localStorage.getItem(ANALYSIS_RETRY_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<AnalysisRetryRecord>;
    return parsed && typeof parsed === 'object' && 'originalData' in parsed
      ? {
          originalData: parsed.originalData,
          mappedData: parsed.mappedData,
          timestamp: String(parsed.timestamp ?? ''),
        }
      : null;
  } catch {
    return null;
  }
}

export function clearRetryRecord() {
  try {
    localStorage.removeItem(ANALYSIS_RETRY_KEY);
  } catch {
    // nothing stored
  }
}
