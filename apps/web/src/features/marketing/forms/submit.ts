import { FormReceipt } from '@thrive/core/contracts/forms';
import { ApiRequestError, apiJson } from '@/lib/api/http';

export type SubmitError = 'rateLimited' | 'rejected' | 'network' | 'server';

export class FormSubmitError extends Error {
  constructor(readonly reason: SubmitError) {
    super(reason);
    this.name = 'FormSubmitError';
  }
}

/** POSTs a form through the one API client; answers the receipt or throws a FormSubmitError the form translates. */
export async function submitForm(path: string, body: unknown): Promise<FormReceipt> {
  try {
    return await apiJson(path, { method: 'POST', json: body, schema: FormReceipt });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw new FormSubmitError('server');
    if (error.status === 0) throw new FormSubmitError('network');
    if (error.status === 429) throw new FormSubmitError('rateLimited');
    if (error.status >= 400 && error.status < 500) throw new FormSubmitError('rejected');
    throw new FormSubmitError('server');
  }
}
