/**
 * Which search requests are still wanted. Requests of one channel (the navbar
 * box sends each keystroke on the channel "suggest") replace each other: a
 * request still waiting for its index when a newer one of its channel arrived
 * is skipped, so after a cold load only the newest keystroke is ranked.
 * Requests without a channel (the results page) are always answered.
 */
export class LatestPerChannel {
  private latest = new Map<string, number>()

  /** Records a request as it arrives. */
  arrived(req: { id: number; channel?: string }): void {
    if (req.channel) this.latest.set(req.channel, req.id)
  }

  /** True when a newer request of the same channel has arrived since. */
  superseded(req: { id: number; channel?: string }): boolean {
    return Boolean(req.channel) && this.latest.get(req.channel as string) !== req.id
  }
}
