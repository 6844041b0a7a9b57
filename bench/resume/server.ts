/**
 * The server side of `npm run bench:resume`'s hostile-input run: the real app (embedded database, no rate limits so
 * one visitor can upload each file 25 times) behind @hono/node-server, in its own process so that its event loop and
 * its memory hold nothing but the server. It measures its own longest event-loop stall and its resident set, and
 * reports them to the benchmark over IPC.
 */
import { serve } from '@hono/node-server';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { RateLimiter } from '../../apps/api/src/lib/rate-limiter';
import { sharedResumeReader } from '../../apps/api/src/routes/resume';
import { createTestApp } from '../../apps/api/test/app';

const port = Number(process.env.RESUME_BENCH_PORT ?? 4102);
const unlimited: RateLimiter = {
  kind: 'memory',
  hit: async () => ({ allowed: true, count: 1, retryAfterSeconds: 0 }),
  close: async () => undefined,
};
const ctx = await createTestApp({}, { rateLimiter: unlimited });
const server = serve({ fetch: ctx.app.fetch, port, hostname: '127.0.0.1' });
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();

process.on('message', async (message: { op: 'reset' | 'stats' | 'stop' }) => {
  if (message.op === 'reset') {
    delay.reset();
    process.send?.({ op: 'reset' });
  } else if (message.op === 'stats') {
    process.send?.({
      op: 'stats',
      stallMs: delay.max / 1e6,
      p99Ms: delay.percentile(99) / 1e6,
      rssMb: process.memoryUsage().rss / 1048576,
      childrenMb: sharedResumeReader().stats.childRssBytes / 1048576,
      children: sharedResumeReader().stats.children,
    });
  } else if (message.op === 'stop') {
    await sharedResumeReader().close();
    server.close();
    await ctx.close();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
server.on('listening', () => process.send?.({ op: 'ready' }));
