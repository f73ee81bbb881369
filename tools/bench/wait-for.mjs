/** Resolves once `url` answers 200 (a server starting, the first time with its database seeded), for up to 3 minutes. */
export async function waitFor(url) {
  for (let attempt = 0; attempt < 360; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not answer within 3 minutes`);
}
