#!/usr/bin/env python3
"""A server that fails on purpose, for scripts/bench-hook-faults.sh.

    fault-server.py <hang|5xx|garbage|reset> <port-file>

Binds 127.0.0.1 on a free port, writes the port to <port-file>, and answers every connection with
the fault: hang (accept, read, never answer), 5xx (HTTP 503 with a JSON detail), garbage (HTTP 200
with a body that is not JSON), reset (accept, then close with an RST). Runs until killed.
"""
import socket
import struct
import sys
import threading

mode, port_file = sys.argv[1], sys.argv[2]
server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
server.bind(("127.0.0.1", 0))
server.listen(64)
with open(port_file, "w") as f:
    f.write(str(server.getsockname()[1]))
held = []


def answer(body, status):
    head = f"HTTP/1.1 {status}\r\nContent-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
    return head.encode() + body


def serve(conn):
    try:
        conn.settimeout(5)
        try:
            conn.recv(65536)
        except OSError:
            pass
        if mode == "hang":
            held.append(conn)
            return
        if mode == "reset":
            conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            conn.close()
            return
        if mode == "5xx":
            conn.sendall(answer(b'{"detail":"unavailable"}', "503 Service Unavailable"))
        else:
            conn.sendall(answer(b"\x00\x01 not json at all", "200 OK"))
        conn.close()
    except OSError:
        pass


while True:
    c, _ = server.accept()
    threading.Thread(target=serve, args=(c,), daemon=True).start()
