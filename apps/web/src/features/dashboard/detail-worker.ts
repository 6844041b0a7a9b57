import '@/lib/zod-config';
import { AnalysisReadResponse } from '@thrive/core/contracts/api';
import { answerFor, type OffThreadRequest } from '@/lib/api/off-thread';

/**
 * The worker that reads an analysis' detail (the tabs' summary, decision 0097) and parses it with its contract off
 * the page's main thread (decision 0221): `fetchAnalysisDetail` in `api.ts` starts it.
 */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<OffThreadRequest>) => void) | null;
  postMessage: (message: unknown) => void;
};
scope.onmessage = (event) => {
  void answerFor(event.data, AnalysisReadResponse).then((answer) => scope.postMessage(answer));
};
