import { describe, expect, it } from 'vitest';
import { phoneNumberRoutes } from './phone-numbers.routes';

const templates = phoneNumberRoutes.find((r) => r.operationId === 'listPhoneNumberMessageTemplates')!;

describe('GET /messaging/phone_numbers/{id}/message_templates: the status filter', () => {
  it('takes the upstream’s template statuses, any case, comma separated', () => {
    expect(templates.query!.parse({ status: 'approved,PAUSED' })).toMatchObject({ status: 'APPROVED,PAUSED' });
  });

  it('refuses any other value (400), never sending it upstream (the fuzzer’s status=NaN was a 502)', () => {
    for (const status of ['NaN', 'APPROVED,', 'approved,nope', '']) expect(templates.query!.safeParse({ status }).success, status).toBe(false);
  });
});
