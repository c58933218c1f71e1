import type { FormEvent } from 'react';
import { VARIANT_IDS } from '../../variants/index';
import { formText } from './form-text';
import { DEVICES, FUNNEL_FILTERS, type FunnelFilter } from './types';

const LABELS: Record<FunnelFilter, string> = {
  from: 'From (date)',
  to: 'Before (date)',
  utm_source: 'Traffic source (utm_source)',
  affid: 'Affiliate (affid)',
  device: 'Device',
};

export interface FunnelChoice {
  variant: string;
  filters: Partial<Record<FunnelFilter, string>>;
}

/** The variant to read and the filters of its drop-off, applied together with one button. */
export function FunnelFilters({
  choice,
  onChange,
}: {
  choice: FunnelChoice;
  onChange: (next: FunnelChoice) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onChange({
      variant: formText(form, 'variant'),
      filters: Object.fromEntries(FUNNEL_FILTERS.map((name) => [name, formText(form, name).trim()])),
    });
  };
  return (
    <form className="filters" onSubmit={submit} key={JSON.stringify(choice)} aria-label="Funnel filters">
      <label>
        Variant
        <select name="variant" defaultValue={choice.variant}>
          {VARIANT_IDS.map((id) => (
            <option key={id}>{id}</option>
          ))}
        </select>
      </label>
      {FUNNEL_FILTERS.map((name) => (
        <label key={name}>
          {LABELS[name]}
          {name === 'device' ? (
            <select name={name} defaultValue={choice.filters.device ?? ''}>
              <option value="">any</option>
              {DEVICES.map((device) => (
                <option key={device}>{device}</option>
              ))}
            </select>
          ) : (
            <input
              name={name}
              type={name === 'from' || name === 'to' ? 'date' : 'text'}
              defaultValue={choice.filters[name] ?? ''}
            />
          )}
        </label>
      ))}
      <div className="actions">
        <button type="submit">Show</button>
      </div>
    </form>
  );
}
