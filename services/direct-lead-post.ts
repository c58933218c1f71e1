/**
 * The lead's way out when the lead client's chunk cannot load (a network that drops every chunk after the first
 * paint): one plain fetch with keepalive, which outlives the page as it moves on. Part of the survey's first load,
 * so it must stay this small. The lead stays held: the next page that loads the outbox sends it again, and the
 * server, which stores one lead per lead_id, answers that it has it.
 */
export async function postLeadDirectly<Answer>(path: string, body: Record<string, string>): Promise<Answer> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as Answer;
}
