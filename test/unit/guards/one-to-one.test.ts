import { describe, expect, it } from 'vitest';
import {
  BUYERS_STEP_FAILED,
  buyerFields,
  buyersJson,
  chosenBuyers,
  consentModalFor,
  firmList,
  parseBuyers,
  rederivedOneToOne,
  selectionFields,
} from '../../../guards/one-to-one';
import { FIXED_BUYERS } from '../../../variants/routes/one-to-one-buyers';

const firmA = { name: 'Firm A', ids: ['1', '2', '3'] };
const firmB = { name: 'Firm B', ids: ['4', '5', '6'] };

describe('consent modals (spec section 4)', () => {
  it.each([
    // selected, available, modal
    [0, 5, 'consent-2'],
    [0, 1, 'consent-2'],
    [2, 5, 'consent-1'],
    [4, 5, 'consent-1'],
    [5, 5, null],
    [1, 1, null],
  ] as const)('%i of %i selected shows %s', (selected, available, modal) => {
    expect(consentModalFor(selected, available)).toBe(modal);
  });
});

describe('buyer fields at ZipCode (spec sections 4, 8 and 9)', () => {
  it.each([
    ['d1', 1, '1,2,3'],
    ['d2', 5, '1,2,3,4,5,6,7,8,9,10,11,12,13,14,15'],
    ['x1', 1, '1,2,3'],
  ] as const)('fixed buyers on %s: %i firms, ids %s, consent yes', (route, count, ids) => {
    const fields = buyerFields({ kind: 'fixed', buyers: FIXED_BUYERS[route] });
    expect(fields).toMatchObject({
      '1_to_1_consent': 'yes',
      '1_to_1_timeout': 'no',
      selected_buyers: ids,
      selected_buyers_number: String(count),
      all_possible_buyers_number: String(count + 1),
    });
    expect(fields.all_possible_buyer_ids?.startsWith('8674,')).toBe(true);
    expect(parseBuyers(fields.displayed_buyers)).toEqual(FIXED_BUYERS[route]);
  });

  it('puts the first-party buyer 8674 first, once, in the all-possible list of fetched buyers', () => {
    const fields = buyerFields({
      kind: 'fetched',
      found: { selectedBuyers: [firmA], allPossibleBuyers: [firmA, { name: 'Own', ids: ['8674'] }, firmB] },
    });
    expect(fields.all_possible_buyer_ids).toBe('8674,1,2,3,4,5,6');
    expect(fields.all_possible_buyer_names?.split('|')).toHaveLength(3);
    expect(fields['1_to_1_consent']).toBe('yes');
  });

  it.each(['timeout', 'failed'] as const)(
    'a %s fetch: 1_to_1_timeout yes, empty lists, no consent',
    (kind) => {
      expect(buyerFields({ kind })).toMatchObject({
        '1_to_1_consent': 'no',
        '1_to_1_timeout': 'yes',
        selected_buyers: '',
        all_possible_buyer_ids: '',
        displayed_buyers: '[]',
      });
    },
  );

  it('an outer failure of the step leaves 1_to_1_consent no', () => {
    expect(BUYERS_STEP_FAILED['1_to_1_consent']).toBe('no');
  });

  it('no firm found: consent no, so the abbreviated consent is shown', () => {
    const fields = buyerFields({ kind: 'fetched', found: { selectedBuyers: [], allPossibleBuyers: [] } });
    expect(fields).toMatchObject({
      '1_to_1_consent': 'no',
      '1_to_1_dq': 'yes',
      all_possible_buyer_ids: '8674',
    });
  });
});

describe('the visitor’s choice', () => {
  it.each([
    [[firmA, firmB], 'no', '1,2,3,4,5,6', 'Firm A|Firm B'],
    [[firmB], 'yes', '4,5,6', 'Firm B'],
    [[], 'yes', '', ''],
  ] as const)('choosing %j', (chosen, changed, ids, names) => {
    expect(selectionFields([firmA, firmB], chosen)).toEqual({
      selected_buyers: ids,
      selected_buyer_names: names,
      selected_buyers_number: String(chosen.length),
      selected_buyers_changed: changed,
    });
  });

  it('keeps only firms that were shown', () => {
    expect(chosenBuyers([firmA, firmB], new Set(['4', '99']))).toEqual([firmB]);
  });

  it.each([
    [['A'], 'A'],
    [['A', 'B'], 'A and B'],
    [['A', 'B', 'C'], 'A, B and C'],
  ])('names firms %j as "%s"', (firms, text) => {
    expect(firmList(firms, 'and')).toBe(text);
  });
});

describe('the server’s re-derivation', () => {
  it('recounts and renames the chosen firms from those shown, ignoring what the browser claimed', () => {
    const lead = {
      displayed_buyers: buyersJson([firmA, firmB]),
      selected_buyers: '4,5,6,77',
      selected_buyer_names: 'Somebody else',
      selected_buyers_number: '9',
      '1_to_1_consent': 'yes',
      all_possible_buyer_names: 'Own|Firm A|Firm B',
    };
    expect(rederivedOneToOne(lead)).toEqual({
      selected_buyers: '4,5,6',
      selected_buyer_names: 'Firm B',
      selected_buyers_number: '1',
      selected_buyers_changed: 'yes',
      '1_to_1_consent': 'yes',
      all_possible_buyers_number: '3',
    });
  });

  it.each(['', 'not json', '{"name":"x"}', '[{"name":"x","ids":["a"]}]'])(
    'leaves a lead with unreadable displayed buyers %j as sent',
    (displayed) => {
      expect(rederivedOneToOne({ displayed_buyers: displayed, selected_buyers: '1' })).toEqual({});
    },
  );
});
