import { useEffect, useState } from 'react';
import { METER_BANDS, METER_START, type CompensationEstimate } from '../../guards/compensation-estimate';

const START_ESTIMATE: CompensationEstimate = {
  value: METER_START,
  compLevel: 1,
  label: METER_BANDS[0].label,
};

/**
 * The compensation meter's estimate (show-meter): the start until the visitor answers, then the server's estimate
 * for the answers so far. The client that asks is loaded only when the flag is on.
 */
export function useCompensationEstimate(
  enabled: boolean,
  answers: Readonly<Record<string, string>>,
  multiplier: number | undefined,
): CompensationEstimate {
  const [estimate, setEstimate] = useState(START_ESTIMATE);
  useEffect(() => {
    if (!enabled || Object.keys(answers).length === 0) return;
    let current = true;
    void import('../../services/api/compensation-estimate/compensation-estimate-client')
      .then(({ fetchCompensationEstimate }) => fetchCompensationEstimate(answers, multiplier))
      .then((answer) => {
        if (current && answer) setEstimate(answer);
      });
    return () => {
      current = false;
    };
  }, [enabled, answers, multiplier]);
  return estimate;
}
