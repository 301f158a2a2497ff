/** Publish/subscribe between the parts of the app, possibly across processes (Redis). */
export interface Bus {
  publish(channel: string, message: unknown): Promise<void>;
  /** Calls the handler for every message on the channel until the returned function is called. */
  subscribe(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
