/** gibberish-detective ships no types; this is the part of its API the text check uses. */
declare module 'gibberish-detective' {
  interface GibberishDetector {
    detect(text: string): boolean;
    assignScore(text: string): number;
  }
  export default function createDetector(): GibberishDetector;
}
