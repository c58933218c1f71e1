import { createRoot } from 'react-dom/client';
import { DEFAULT_SITE_CONFIG } from '../ui/site-config';
import { AppProviders } from './app-providers';
import { createEmotionCache } from './emotion-cache';
import { previewAddress, StepPreview } from './step-preview';

/** The operators' step preview (step-preview.html, served at /admin/step-preview to operators only). */
createRoot(document.getElementById('root')!).render(
  <AppProviders cache={createEmotionCache()} site={DEFAULT_SITE_CONFIG} language="en">
    <StepPreview address={previewAddress(window.location.search)} />
  </AppProviders>,
);
