import { FormReceipt } from '@thrive/core/contracts/forms';

export type SubmitError = 'rateLimited' | 'rejected' | 'network' | 'server';

export class FormSubmitError extends Error {
  constructor(readonly reason: SubmitError) {
    super(reason);
    this.name = 'FormSubmitError';
  }
}

/** POSTs a form to the API; answers the receipt or throws a FormSubmitError whose reason the form translates. */
export async function submitForm(path: string, body: unknown): Promise<FormReceipt> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new FormSubmitError('network');
  }
  if (response.status === 429) throw new FormSubmitError('rateLimited');
  if (response.status >= 400 && response.status < 500) throw new FormSubmitError('rejected');
  if (!response.ok) throw new FormSubmitError('server');
  const parsed = FormReceipt.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new FormSubmitError('server');
  return parsed.data;
}
