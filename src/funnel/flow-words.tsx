import { createContext, useContext, type ReactNode } from 'react';
import type { Flow, FlowScreenWord, FlowTexts } from '../../variants/texts/flow-texts';
import type { Language } from '../../variants/routes/route-table';
import { SCREEN_TEXTS } from '../../variants/texts/screen-texts';
import { localized } from '../../machines/step-kinds';

const FlowTextsContext = createContext<FlowTexts | undefined>(undefined);

/** The variant's own flow words (its definition's `texts`), for every part of the survey screen below it. */
export function FlowTextsProvider({
  texts,
  children,
}: {
  texts: FlowTexts | undefined;
  children: ReactNode;
}) {
  return <FlowTextsContext.Provider value={texts}>{children}</FlowTextsContext.Provider>;
}

/** What the funnel is about: the accident flow unless the variant says otherwise. */
export function useFlow(): Flow {
  return useContext(FlowTextsContext)?.flow ?? 'accident';
}

/** One of the screen's flow words, in the page's language: the variant's own, else the accident flow's. */
export function useScreenWord(word: FlowScreenWord, language: Language): string {
  const texts = useContext(FlowTextsContext);
  return localized(texts?.screen[word] ?? SCREEN_TEXTS[word], language);
}
