import { createInProcessAnalysisJobs, type AnalysisJobs, type JobDeps } from './analysis-jobs';
import { createPgBossAnalysisJobs } from './pgboss-jobs';

/** The runner JOB_QUEUE asks for: in-process (default), or pg-boss (the server enqueues, the worker works). */
export function createAnalysisJobs(deps: JobDeps, options: { work: boolean }): AnalysisJobs {
  return deps.config.JOB_QUEUE === 'pgboss'
    ? createPgBossAnalysisJobs(deps, { work: options.work })
    : createInProcessAnalysisJobs(deps);
}
