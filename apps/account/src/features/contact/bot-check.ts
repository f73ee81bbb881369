import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { BotCheckSolution } from '@escapade/api-contract';
import { getContactChallenge } from '@escapade/data-access-api';

/** How long the browser may work on a challenge before the form says it failed. */
const SOLVE_TIMEOUT_MS = 30_000;

/**
 * The invisible bot check (product-side.md: bot-check button): fetches a challenge and derives keys
 * in the browser until one has the challenge's prefix, which takes about a second of hashing.
 */
export async function solveBotCheck(signal?: AbortSignal): Promise<BotCheckSolution> {
  const challenge = await getContactChallenge(signal);
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: SOLVE_TIMEOUT_MS });
  if (solution === null) throw new Error('The bot check was not solved in time');
  return { challenge, solution };
}
