import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { Server as NetServer, type Socket } from 'node:net'

/**
 * A shutdown that resets no request the server received (docs/decisions/027-operations.md): it
 * accepts the connections already made, stops accepting, answers every request in flight and any that arrives on an open connection
 * (each with `Connection: close`, so the connection ends after its answer), closes connections
 * that sit idle after an answer, gives a connection that has not sent its first request yet a
 * moment to send it, and resolves once no connection is left (or at the deadline, when the rest are
 * cut).
 *
 * Node's own `server.close()` also destroys every connection without a request in progress, which
 * includes one whose request has arrived but has not been read yet: its client got a reset (seen
 * with ten requests sent just before SIGTERM). So the listening socket is closed as a plain
 * `net.Server`'s, and connections are ended here, each when it has nothing left to answer.
 */
type Connection = { busy: number; answered: number; responses: Set<ServerResponse> }

export type Drain = {
  /** Marks the response of a request received while draining (`Connection: close`). */
  track: (request: IncomingMessage, response: ServerResponse) => void
  /** Stops accepting and ends connections as they become idle; resolves when all are gone. */
  close: (options: { timeoutMs: number; firstRequestGraceMs?: number; onTimeout?: (open: number) => void }) => Promise<void>
}

export function drainable(server: Server): Drain {
  const connections = new Map<Socket, Connection>()
  let draining = false

  let accepted = 0
  server.on('connection', (socket: Socket) => {
    accepted += 1
    connections.set(socket, { busy: 0, answered: 0, responses: new Set() })
    socket.once('close', () => connections.delete(socket))
  })

  const endIfIdle = (socket: Socket) => {
    const state = connections.get(socket)
    if (state && state.busy === 0 && !socket.destroyed) socket.end()
  }

  return {
    track(request, response) {
      const socket = request.socket
      const state = connections.get(socket)
      if (!state) return
      state.busy += 1
      state.responses.add(response)
      if (draining) response.setHeader('connection', 'close')
      response.once('close', () => {
        state.busy -= 1
        state.responses.delete(response)
        state.answered += 1
        // An answer sent before the drain began kept its connection open: end it now it is idle.
        if (draining) setImmediate(() => endIfIdle(socket))
      })
    },

    async close({ timeoutMs, firstRequestGraceMs = 1_000, onTimeout }) {
      draining = true
      // Connections the kernel completed before the signal wait in the listening socket's queue, and
      // Node accepts one of them per turn of its event loop: closing the socket first reset them
      // (seen with twenty requests sent just before SIGTERM). Turns go on until one accepts nothing.
      for (let seen = -1; accepted !== seen; ) {
        seen = accepted
        await new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)))
      }
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()))
      for (const [socket, state] of connections) {
        // In flight: its answer closes the connection (unless its head has left already; then the
        // connection is ended when the answer is complete).
        for (const response of state.responses) if (!response.headersSent) response.setHeader('connection', 'close')
        if (state.busy > 0) continue
        // Idle after an answer: nothing more is coming that the client has not yet sent; ended now.
        if (state.answered > 0) socket.end()
        // Connected, and its request not read yet (or not sent yet): a moment to send it.
        else setTimeout(() => endIfIdle(socket), firstRequestGraceMs).unref()
      }
      let timer: NodeJS.Timeout | undefined
      const deadline = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          onTimeout?.(connections.size)
          for (const socket of connections.keys()) socket.destroy()
          resolve()
        }, timeoutMs)
        timer.unref()
      })
      return Promise.race([closed, deadline]).finally(() => clearTimeout(timer))
    },
  }
}
