import { describe, expect, it } from 'vitest';
import {
  PARTIAL_FAULT_STATES,
  ROUTING_STATE_LISTS,
  appliesStateRouting,
  buyersWithFallback,
  stateRoutingChanges,
} from '../../../guards/state-routing';

describe('routing-state lists', () => {
  it.each([
    ['all-but-ar-ky', 49, ['AR', 'KY'], ['DC', 'TX']],
    ['all-but-ar-dc-ky', 48, ['AR', 'DC', 'KY'], ['TX', 'CA']],
    ['most-populous-25', 25, ['WY', 'KY', 'DC'], ['CA', 'TX', 'FL', 'NY', 'LA', 'AL']],
  ] as const)('%s has %i codes, without %j and with %j', (name, size, without, withCodes) => {
    const list: readonly string[] = ROUTING_STATE_LISTS[name];
    expect(list).toHaveLength(size);
    expect(new Set(list).size).toBe(size);
    for (const code of without) expect(list).not.toContain(code);
    for (const code of withCodes) expect(list).toContain(code);
  });

  it('has a partial-fault list of every jurisdiction but the contributory-negligence ones', () => {
    expect(PARTIAL_FAULT_STATES).toHaveLength(46);
    for (const code of ['AL', 'DC', 'MD', 'NC', 'VA']) expect(PARTIAL_FAULT_STATES).not.toContain(code);
  });
});

describe('state-routed special handling', () => {
  const lead = {
    state: 'TX',
    oid: '152',
    affid: '340',
    is_gibberish: 'no',
    name_gibberish: 'no',
    incident_date: '2026-06-01',
    when_seek_medical_treatment_date: '2026-06-05',
    injury_type: 'Whiplash',
    at_Fault: 'yes',
    partial_fault: 'yes',
  };

  it('applies to a routing state when neither the description nor the names are gibberish', () => {
    expect(appliesStateRouting(lead, 'all-but-ar-ky')).toBe(true);
    expect(appliesStateRouting({ ...lead, state: 'KY' }, 'all-but-ar-ky')).toBe(false);
    expect(appliesStateRouting({ ...lead, is_gibberish: 'yes' }, 'all-but-ar-ky')).toBe(false);
    expect(appliesStateRouting({ ...lead, name_gibberish: 'yes' }, 'all-but-ar-ky')).toBe(false);
    expect(appliesStateRouting({ ...lead, state: 'WY' }, 'most-populous-25')).toBe(false);
  });

  it('moves the lead to the partner offer in the partner format', () => {
    expect(stateRoutingChanges(lead, 'all-but-ar-ky')).toEqual({
      original_oid: '152',
      original_affid: '340',
      oid: '1500',
      affid: '1000350',
      case_type: 'FormMVA',
      settlement_offers: 'no',
      state_accident_occurred: 'TX',
      injuries_sustained: 'Whiplash',
      incident_date: '06/01/2026',
      when_seek_medical_treatment_date: '06/05/2026',
      date_accident_occurred: '06/01/2026',
      at_Fault: 'no',
    });
  });

  it.each([
    ['TX', 'yes', 'no'],
    ['VA', 'yes', undefined],
    ['MD', 'yes', undefined],
    ['TX', 'no', undefined],
  ])('in %s with partial_fault %s, at_Fault becomes %s', (state, partialFault, atFault) => {
    expect(
      stateRoutingChanges({ ...lead, state, partial_fault: partialFault }, 'all-but-ar-ky').at_Fault,
    ).toBe(atFault);
  });

  it('changes nothing when it does not apply', () => {
    expect(stateRoutingChanges({ ...lead, state: 'AR' }, 'all-but-ar-ky')).toEqual({});
  });
});

describe('buyer fallback', () => {
  const defaults = [
    { name: 'Default one', ids: ['1'] },
    { name: 'Default two', ids: ['2'] },
  ];
  const fallback = { coveredStates: ['TX', 'CA'], defaultBuyers: defaults };
  const found = [{ name: 'Found', ids: ['9'] }];

  it.each([
    ['WY', [], defaults],
    ['TX', [], []],
    ['WY', found, found],
  ])('in %s with %j buyers → %j', (state, buyers, expected) => {
    expect(buyersWithFallback(state, buyers, fallback)).toEqual(expected);
  });
});
