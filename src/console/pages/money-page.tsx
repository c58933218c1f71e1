import { useState } from 'react';
import { moneyCall } from '../../../services/api/money/money-call';
import type { BoughtRow, Money, MoneyRow } from '../../../services/api/money/money-contract';
import { KeyedTable, type KeyedColumn } from '../keyed-table';
import { money } from '../money';
import { useCall } from '../use-call';
import { DateRange } from './experiments-page';

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

const GROUPS = [
  ['by_buyer', 'By buyer'],
  ['by_affid', 'By affiliate (affid)'],
  ['by_utm_source', 'By UTM source'],
  ['by_variant', 'By variant'],
] as const;

/**
 * What the sales of a range earned: in total, and by buyer, affiliate, UTM source and variant, the largest earner
 * first, with what approved returns gave back; then the margin of the leads received in the range whose cost is
 * known. Each table scrolls sideways in its own region at 375 px.
 */
export function MoneyPage() {
  const [range, setRange] = useState({ from: '', to: '' });
  const { data, error } = useCall(moneyCall, { query: range });
  return (
    <>
      <h1>Money</h1>
      <DateRange range={range} onChange={setRange} />
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {data && (
        <p data-testid="money-total">
          {counted(data.total.leads, 'lead')} sold in {counted(data.total.sales, 'sale')} for{' '}
          <strong>{money(data.total.sold_cents)}</strong>; returned {money(data.total.refunded_cents)}; kept{' '}
          <strong>{money(data.total.net_cents)}</strong>.
        </p>
      )}
      {data &&
        GROUPS.map(([group, title]) => (
          <section key={group} className="card">
            <h2>{title}</h2>
            <MoneyTable title={title} rows={data[group]} />
          </section>
        ))}
      {data && <Margins bought={data.bought} />}
    </>
  );
}

/**
 * The margin of the leads received in the range whose cost is known: what they cost, what their sales kept
 * whenever they were sold, and the difference, by affiliate, UTM source and variant (not by buyer: a lead is bought
 * once, whoever buys it).
 */
function Margins({ bought }: { bought: Money['bought'] }) {
  const { total } = bought;
  return (
    <section className="card" aria-labelledby="margins-title">
      <h2 id="margins-title">Margin of the leads received</h2>
      {total.leads === 0 ? (
        <p>
          No lead with a known cost came in this range. What a lead cost to buy comes from the selling
          file&apos;s <code>lead_costs</code> when the lead arrives.
        </p>
      ) : (
        <>
          <p data-testid="money-margin">
            {counted(total.leads, 'lead')} received, bought for {money(total.bought_cents)}; their sales kept{' '}
            {money(total.net_cents)}; margin <strong>{money(total.margin_cents)}</strong>.
          </p>
          <h3>By affiliate (affid)</h3>
          <MarginTable title="Margin by affiliate (affid)" rows={bought.by_affid} />
          <h3>By UTM source</h3>
          <MarginTable title="Margin by UTM source" rows={bought.by_utm_source} />
          <h3>By variant</h3>
          <MarginTable title="Margin by variant" rows={bought.by_variant} />
        </>
      )}
    </section>
  );
}

const MARGIN_COLUMNS: KeyedColumn<BoughtRow>[] = [
  { name: 'Leads', cell: (row) => row.leads },
  { name: 'Bought for', cell: (row) => money(row.bought_cents) },
  { name: 'Kept', cell: (row) => money(row.net_cents) },
  { name: 'Margin', cell: (row) => money(row.margin_cents), danger: (row) => row.margin_cents < 0 },
];

const SALE_COLUMNS: KeyedColumn<MoneyRow>[] = [
  { name: 'Leads', cell: (row) => row.leads },
  { name: 'Sales', cell: (row) => row.sales },
  { name: 'Sold for', cell: (row) => money(row.sold_cents) },
  { name: 'Returned', cell: (row) => money(row.refunded_cents) },
  { name: 'Kept', cell: (row) => money(row.net_cents) },
];

function MarginTable({ title, rows }: { title: string; rows: BoughtRow[] }) {
  return <KeyedTable title={title} columns={MARGIN_COLUMNS} rows={rows} />;
}

function MoneyTable({ title, rows }: { title: string; rows: MoneyRow[] }) {
  if (rows.length === 0) return <p>No sale in this range.</p>;
  return <KeyedTable title={title} columns={SALE_COLUMNS} rows={rows} />;
}
