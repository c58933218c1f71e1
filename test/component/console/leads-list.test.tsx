// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from '../../../src/console/data-table';
import { LeadCards } from '../../../src/console/lead-cards';
import { LEAD_COLUMNS } from '../../../src/console/lead-columns';
import type { ListedLead } from '../../../src/console/types';

function listed(id: string, overrides: Partial<ListedLead>, lead: Record<string, string>): ListedLead {
  return {
    id,
    source: 'post-lead',
    received_at: '2026-11-24T10:00:00.000Z',
    claimed: {},
    sources: {},
    trail: [],
    validation_issues: [],
    review: false,
    recovered_from: '',
    duplicate_of: null,
    bought_cents: null,
    variant: 'v4nv',
    delivery_statuses: {},
    ...overrides,
    lead: { landing_page_url: 'https://example.com/survey/v4nv?utm_source=google', ...lead },
  };
}

const LEADS = [
  listed(
    'aaaaaaaa-0000-4000-8000-000000000001',
    { delivery_statuses: { delivered: 2, dead: 1 } },
    {
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria@example.com',
      phone: '(713) 555-0182',
      lead_is_qualified: 'yes',
    },
  ),
  listed(
    'bbbbbbbb-0000-4000-8000-000000000002',
    { variant: 'a', duplicate_of: 'aaaaaaaa-0000-4000-8000-000000000001', review: true },
    {
      email: 'sam@example.com',
      phone: '(212) 555-0100',
      lead_is_qualified: 'no',
      dq_reason: 'Has a lawyer already',
      landing_page_url: 'https://example.com/g',
    },
  ),
  listed(
    'cccccccc-0000-4000-8000-000000000003',
    { variant: null, source: 'ingest' },
    { landing_page_url: '' },
  ),
];

afterEach(cleanup);

describe('the leads list as cards (a phone)', () => {
  it('shows each lead with its contact, verdict and reason, variant, landing page, deliveries and marks', () => {
    render(
      <MemoryRouter>
        <LeadCards leads={LEADS} loading={false} empty={{ title: 'none', hint: '' }} />
      </MemoryRouter>,
    );
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('data-lead-id'))).toEqual(LEADS.map((lead) => lead.id));

    const maria = within(cards[0]!);
    expect(maria.getByRole('link', { name: 'Maria Lopez' }).getAttribute('href')).toBe(
      `/leads/${LEADS[0]!.id}`,
    );
    expect(cards[0]).toHaveTextContent('maria@example.com');
    expect(cards[0]).toHaveTextContent('(713) 555-0182');
    expect(cards[0]).toHaveTextContent('qualified');
    expect(cards[0]).toHaveTextContent('v4nv /survey/v4nv');
    expect(maria.getByText('2 delivered')).toHaveClass('badge-good');
    expect(maria.getByText('dead')).toHaveClass('badge-bad');

    expect(cards[1]).toHaveTextContent('not qualified');
    expect(cards[1]).toHaveTextContent('Has a lawyer already');
    expect(cards[1]).toHaveTextContent('a /g');
    expect(cards[1]).toHaveTextContent('duplicate of aaaaaaaa…');
    expect(cards[1]).toHaveTextContent('to review');
    expect(cards[1]).toHaveTextContent('no delivery');

    expect(cards[2]).toHaveTextContent('ingested');
    expect(cards[2]).toHaveTextContent('no verdict');
  });

  it('says what is missing and what would fill it when there is no lead', () => {
    render(
      <MemoryRouter>
        <LeadCards leads={[]} loading={false} empty={{ title: 'No leads yet.', hint: 'They show here.' }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('No leads yet.')).toBeVisible();
    expect(screen.getByText('They show here.')).toBeVisible();
  });
});

describe('the leads list as a table (from 768 px)', () => {
  it('has a row per lead, marked with its id, with the same facts in named columns', () => {
    render(
      <MemoryRouter>
        <DataTable
          caption="Leads"
          rows={LEADS}
          columns={LEAD_COLUMNS}
          rowAttributes={(lead) => ({ 'data-lead-id': lead.id })}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Received',
      'Contact',
      'Variant and landing page',
      'Verdict',
      'Deliveries',
      'Marks',
    ]);
    const row = screen.getAllByRole('row')[2]!;
    expect(row.getAttribute('data-lead-id')).toBe(LEADS[1]!.id);
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('sam@example.com(212) 555-0100');
    expect(cells[3]).toHaveTextContent('not qualifiedHas a lawyer already');
  });

  it('shows an empty state in place of rows, and says it is loading before the first answer', () => {
    const { rerender } = render(
      <DataTable caption="Leads" rows={[]} columns={LEAD_COLUMNS} empty="No lead matches." loading />,
    );
    expect(screen.getByText('Loading…')).toBeVisible();
    rerender(
      <DataTable
        caption="Leads"
        rows={[]}
        columns={LEAD_COLUMNS}
        empty="No lead matches."
        emptyHint="Widen it."
      />,
    );
    expect(screen.getByText('No lead matches.')).toBeVisible();
    expect(screen.getByText('Widen it.')).toBeVisible();
  });
});
