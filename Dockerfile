# Builds the vera binary into a small image. Used by docker-compose.yml.
FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=1 go build -trimpath -o /out/vera ./cmd/vera

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates && rm -rf /var/lib/apt/lists/*
COPY --from=build /out/vera /usr/local/bin/vera
USER 65532:65532
EXPOSE 8080
ENTRYPOINT ["vera"]
CMD ["serve"]
