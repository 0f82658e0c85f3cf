/**
 * The sandbox's memory of the captcha answers it made, so tests and testers can solve them
 * (GET /sandbox/v1/captcha). It exists only when SANDBOX_TOOLS is on: without it the answers are
 * kept nowhere but as HMACs in the database.
 */
export class CaptchaAnswerLog {
  private readonly answers = new Map<string, { answer: string; expiresAtMs: number }>();
  constructor(private readonly max = 1000) {}

  remember(id: string, answer: string, expiresAtMs: number, nowMs: number): void {
    for (const [key, entry] of this.answers) if (entry.expiresAtMs <= nowMs) this.answers.delete(key);
    // the oldest go first when full (a Map iterates in insertion order)
    while (this.answers.size >= this.max) {
      const oldest = this.answers.keys().next().value;
      if (oldest === undefined) break;
      this.answers.delete(oldest);
    }
    this.answers.set(id, { answer, expiresAtMs });
  }

  answerOf(id: string): string | undefined {
    return this.answers.get(id)?.answer;
  }
}
