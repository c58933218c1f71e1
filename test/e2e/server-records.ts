import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';

export interface StoredLead {
  source: string;
  lead: Record<string, string>;
}

/** The one lead stored for this e-mail, read through the operators' API as an operator would. */
export async function storedLead(request: APIRequestContext, email: string): Promise<StoredLead> {
  const response = await request.get('/api/leads', {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  const { leads } = (await response.json()) as { leads: StoredLead[] };
  const found = leads.filter((entry) => entry.lead.email === email);
  expect(found, email).toHaveLength(1);
  return found[0]!;
}
