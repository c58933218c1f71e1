import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSurveyPageRenderer } from '../../../server/survey-forms/form-page';
import type { StoredLead } from '../../../services/api/leads/leads-contract';
import { FUNNEL_ACTION_FIELD, FUNNEL_STATE_FIELD } from '../../../variants/native-forms/native-form-posts';
import { FUNNEL_ACTIONS } from '../../../variants/native-forms/native-form-modals';
import {
  lastCodeSent,
  postForm,
  readPage,
  sourceSurveyPages,
  type FormFields,
  type ReadPage,
} from '../support/survey-forms';
import { ADMIN_TOKEN, startInjectedServer, type InjectedServer } from '../support/test-server';

const PARTNER_OFFER = 'https://partner.example/offer?affid={affid}&sub={sub_id}';

let server: InjectedServer;

beforeAll(async () => {
  server = await startInjectedServer({}, {}, undefined, {
    surveyPages: sourceSurveyPages({ partnerOfferUrl: PARTNER_OFFER }),
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** A visitor without JavaScript: each post carries the state the last page gave. */
function visitor(address: string) {
  let state = '';
  return {
    get state() {
      return state;
    },
    async post(fields: FormFields = {}) {
      const answer = await postForm(server, address, {
        ...(state ? { [FUNNEL_STATE_FIELD]: state } : {}),
        ...fields,
      });
      const page: ReadPage | null = answer.status === 303 ? null : readPage(await answer.text());
      if (page?.state) state = page.state;
      return { answer, page };
    },
  };
}

/** The v4nv answers up to its last step, for a visitor who qualifies. */
const TO_THE_LAST_STEP: FormFields[] = [
  { injury_month: '08', injury_year: '2026' },
  { at_Fault: 'No' },
  { injury_type: 'Whiplash' },
  { doctor_treatment: 'Yes' },
  { police_report: 'Yes' },
  { with_Lawyer: 'No' },
  { case_description: 'I was stopped at a red light when a pickup truck hit my car from behind.' },
  { firstName: 'Maria', lastName: 'Lopez', email: 'maria.forms@example.com' },
];

async function leadsOf(email: string): Promise<StoredLead[]> {
  const answer = await server.fetch(`/api/leads?search=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  return ((await answer.json()) as { leads: StoredLead[] }).leads;
}

describe('a survey step posted without JavaScript', () => {
  it('starts a funnel from the prerendered first step, with no state, and is never cached', async () => {
    const { answer, page } = await visitor('/survey/v4nv').post({ injury_month: '08', injury_year: '2026' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(page?.step).toBe('AtFault');
    expect(page?.state).toMatch(/^v1\./);
    // Every form of the page posts to the survey path with the landing query.
    const forms = [...(page?.html ?? '').matchAll(/<form [^>]*>/g)].map((match) => match[0]);
    expect(forms.length).toBeGreaterThan(1);
    for (const form of forms) {
      expect(form).toContain('method="post"');
      expect(form).toContain('action="/survey/v4nv"');
    }
  });

  it('shows the step again with its fields in error, what was typed kept', async () => {
    const survey = visitor('/survey/v4nv');
    for (const fields of TO_THE_LAST_STEP) await survey.post(fields);
    const { answer, page } = await survey.post({ phone: '(555) 12', zip_code: '7700' });
    expect(answer.status).toBe(200);
    expect(page?.step).toBe('PhoneAndZip');
    expect(page?.errors.sort()).toEqual(['phone', 'zip_code']);
    expect(page?.html).toContain('value="(555) 12"');
    expect(page?.html).toContain('aria-invalid="true"');
  });

  it('goes Back along the path taken, the step showing the answer it had', async () => {
    const survey = visitor('/survey/v4nv');
    await survey.post({ injury_month: '08', injury_year: '2026' });
    await survey.post({ at_Fault: 'Partly' });
    const { page } = await survey.post({ [FUNNEL_ACTION_FIELD]: FUNNEL_ACTIONS.back });
    expect(page?.step).toBe('AtFault');
    expect(page?.html).toMatch(/aria-pressed="true"[^>]*data-answer="Partly"/);
    const again = await survey.post({ [FUNNEL_ACTION_FIELD]: FUNNEL_ACTIONS.back });
    expect(again.page?.step).toBe('WhenWasTheAccident');
    expect(again.page?.html).toContain('<option value="08" selected="">');
  });

  it('stores the lead with the server’s verdict and sends the visitor to the thank-you page with its query', async () => {
    const survey = visitor('/survey/v4nv?affid=77&sub_id=ad-9&at_Fault=Yes');
    for (const fields of TO_THE_LAST_STEP) await survey.post(fields);
    const { answer } = await survey.post({ phone: '(713) 555-0143', zip_code: '77002' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(
      '/survey-thank-you/?email=maria.forms%40example.com&city=Houston&state=TX&zip_code=77002&phone=7135550143' +
        '&state_long=Texas&ef_transaction_id=&affid=77&sub_id=ad-9&q=y',
    );
    const [stored] = await leadsOf('maria.forms@example.com');
    // The landing query is tracking only: its at_Fault never stands in for the answer.
    expect(stored?.lead).toMatchObject({
      affid: '77',
      sub_id: 'ad-9',
      at_Fault: 'No',
      lead_is_qualified: 'yes',
    });
    expect(stored?.source).toBe('post-lead');
    // Nothing the visitor gave reaches the log: not the body, not the landing query.
    expect(server.logs()).not.toMatch(/maria\.forms|555-?0143|ad-9/);
  });

  it('shows a disqualified visitor the partner offer as a link before the thank-you page', async () => {
    const survey = visitor('/survey/v4nv?affid=5&sub_id=s1');
    const answers = TO_THE_LAST_STEP.map((fields) =>
      'doctor_treatment' in fields
        ? { doctor_treatment: 'No' }
        : 'email' in fields
          ? { ...fields, email: 'dq.forms@example.com' }
          : fields,
    );
    for (const fields of answers) await survey.post(fields);
    const { answer, page } = await survey.post({ phone: '(713) 555-0144', zip_code: '77002' });
    expect(answer.status).toBe(200);
    expect(page?.html).toContain('href="https://partner.example/offer?affid=5&amp;sub=s1" target="_blank"');
    expect(page?.html).toMatch(
      /href="\/survey-thank-you\/\?[^"]*affid=5&amp;sub_id=s1&amp;q=n&amp;is_disqualified=true/,
    );
    expect((await leadsOf('dq.forms@example.com'))[0]?.lead.lead_is_qualified).toBe('no');
  });

  it('refuses a changed state with a page that says so, and keeps a lead whose contact details it carried', async () => {
    const survey = visitor('/survey/v4nv');
    for (const fields of TO_THE_LAST_STEP) await survey.post(fields);
    const [version, payload] = survey.state.split('.');
    const forged = `${version}.${payload}.${'A'.repeat(43)}`;
    const answer = await postForm(server, '/survey/v4nv', {
      [FUNNEL_STATE_FIELD]: forged,
      phone: '(713) 555-0145',
      zip_code: '77002',
    });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain('This page is out of date');
    expect(html).toContain('data-part="details-kept"');
    expect(html).toContain('href="/survey/v4nv"');
    const [kept] = await leadsOf('maria.forms@example.com').then((leads) =>
      leads.filter((lead) => lead.validation_issues.length > 0),
    );
    expect(kept?.validation_issues.map((issue) => issue.field)).toEqual(['funnel_state']);
    expect(kept?.lead).toMatchObject({ firstName: 'Maria', injury_year: '2026', zip_code: '77002' });
    expect(kept?.lead.phone).toMatch(/555.?0145$/);
  });

  it('refuses a state made for another survey, and one that is not a state, never with a 500', async () => {
    const survey = visitor('/survey/v4nv');
    await survey.post({ injury_month: '08', injury_year: '2026' });
    for (const [address, state] of [
      ['/survey/v7', survey.state],
      ['/survey/v4nv', 'not a state'],
    ] as const) {
      const answer = await postForm(server, address, { [FUNNEL_STATE_FIELD]: state, at_Fault: 'No' });
      expect(answer.status).toBe(400);
      expect(await answer.text()).not.toContain('data-part="details-kept"');
    }
  });
});

describe('the one-to-one consent and the phone code, steps of their own without JavaScript', () => {
  const toTheConsent: FormFields[] = [
    ...TO_THE_LAST_STEP.slice(0, 7),
    { zip_code: '77002' },
    { firstName: 'Ana', lastName: 'Ruiz', email: 'ana.forms@example.com' },
  ];

  it('opens the second consent modal once when no firm is ticked; its answer includes every firm', async () => {
    const survey = visitor('/survey/v4nv-d2');
    for (const fields of toTheConsent) await survey.post(fields);
    const consent = { phone: '(713) 555-0146' };
    const modal = await survey.post(consent);
    expect(modal.page?.modal).toBe('consent-2');
    expect(modal.page?.html).toMatch(
      /name="funnel_action" value="select-all"|value="select-all"[^>]*name="funnel_action"/,
    );
    const coded = await survey.post({ ...consent, [FUNNEL_ACTION_FIELD]: FUNNEL_ACTIONS.selectAll });
    expect(coded.page?.modal).toBe('phone-verification');

    const wrong = await survey.post({
      verification_code: '000000',
      [FUNNEL_ACTION_FIELD]: FUNNEL_ACTIONS.verifyCode,
    });
    expect(wrong.page?.html).toContain('data-error="wrong"');
    const soon = await survey.post({ [FUNNEL_ACTION_FIELD]: FUNNEL_ACTIONS.resendCode });
    expect(soon.page?.html).toContain('data-error="too-soon"');
    const done = await survey.post({
      verification_code: await lastCodeSent(server),
      [FUNNEL_ACTION_FIELD]: FUNNEL_ACTIONS.verifyCode,
    });
    expect(done.answer.status).toBe(303);
    const [stored] = await leadsOf('ana.forms@example.com');
    expect(stored?.lead).toMatchObject({
      sms_verified: 'yes',
      selected_buyers_number: '5',
      selected_buyers_changed: 'no',
      '1_to_1_result': 'fixed',
    });
    expect(stored?.lead.tcpa).toContain('Harbor Injury Law Group');
  });

  it('changes the number from the phone-code step: the step again, as it was given', async () => {
    const survey = visitor('/survey/v4nv-d2');
    for (const fields of toTheConsent) await survey.post(fields);
    const ticked = { phone: '(713) 555-0147', selected_buyers: ['1', '4', '7', '10', '13'] };
    const coded = await survey.post(ticked);
    expect(coded.page?.modal).toBe('phone-verification');
    const changed = await survey.post({ [FUNNEL_ACTION_FIELD]: FUNNEL_ACTIONS.changePhone });
    expect(changed.page?.step).toBe('PhoneAndBuyersConsent');
    expect(changed.page?.modal).toBeUndefined();
    expect(changed.page?.html).toContain('value="(713) 555-0147"');
  });
});

describe('a lead the server cannot store', () => {
  it('is never thanked for: the last step comes back with its answers and the notice to send again', async () => {
    const own = await startInjectedServer({}, {}, undefined, { surveyPages: sourceSurveyPages() });
    try {
      let state = '';
      const post = async (fields: FormFields) => {
        const answer = await postForm(own, '/survey/v4nv', {
          ...(state ? { [FUNNEL_STATE_FIELD]: state } : {}),
          ...fields,
        });
        const page = readPage(await answer.text());
        state = page.state || state;
        return { answer, page };
      };
      for (const fields of TO_THE_LAST_STEP) await post(fields);
      // The database goes away under the server: the intake cannot store the lead.
      await own.database.destroy();
      const { answer, page } = await post({ phone: '(713) 555-0148', zip_code: '77002' });
      expect(answer.status).toBe(503);
      expect(page.step).toBe('PhoneAndZip');
      expect(page.html).toContain('role="alert"');
      expect(page.html).toContain('value="(713) 555-0148"');
    } finally {
      await own.close();
    }
  });
});

describe('a server started without the prerender’s server build', () => {
  it('answers a survey form with 503, never a 500', async () => {
    const own = await startInjectedServer({}, {}, undefined, {
      surveyPages: createSurveyPageRenderer(() => Promise.reject(new Error('not built'))),
    });
    try {
      const answer = await postForm(own, '/survey/v4nv', { injury_month: '08', injury_year: '2026' });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    } finally {
      await own.close();
    }
  });
});
