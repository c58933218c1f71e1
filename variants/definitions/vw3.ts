import { defineVariant } from '../variant-definition';
import { SHARED_STEPS } from '../steps/shared-steps';
import { VW3_STEPS } from '../steps/vw3-steps';

/**
 * VW3 variant (/survey/vw): its own wording of each step (the VW3-suffixed catalogue entries), accident_type
 * Car Accident from the start, names sent as first_name and last_name. Only an injured visitor is asked about
 * treatment. No progress table: the bar rises evenly.
 */
export default defineVariant({
  id: 'vw3',
  title: 'VW3 variant',
  start: 'StartPath',
  catalogue: { ...SHARED_STEPS, ...VW3_STEPS },
  partnerOffer: 'attorney-reasons',
  steps: {
    StartPath: { next: [{ to: 'WhenWasTheAccidentVW3', do: ['setCarAccident'] }] },
    WhenWasTheAccidentVW3: { next: 'AtFaultVW3' },
    AtFaultVW3: { next: 'WasUserInjuredVW3' },
    WasUserInjuredVW3: {
      next: [{ to: 'TypeOfMedicalTreatmentVW3', when: 'injured' }, { to: 'PoliceReportFiledVW3' }],
    },
    TypeOfMedicalTreatmentVW3: { next: 'PoliceReportFiledVW3' },
    PoliceReportFiledVW3: { next: 'HasLawyerVW3' },
    HasLawyerVW3: { next: 'IncidentDescriptionVW3' },
    IncidentDescriptionVW3: { next: 'NameAndEmailVW3' },
    NameAndEmailVW3: { next: 'PhoneAndZipVW3' },
    PhoneAndZipVW3: { submit: true },
  },
});
