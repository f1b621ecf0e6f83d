// The Jaeger v2 binary of the local stack: an OpenTelemetry Collector with only the components
// config.yaml uses (OTLP receiver, batch processor, Jaeger's storage exporter, and Jaeger's
// storage and query extensions), from the Jaeger module pinned in go.mod. Jaeger's own cmd/jaeger
// also compiles Kafka, Zipkin and Jaeger receivers, tail sampling, span metrics, Prometheus and
// cloud auth extensions: leaving them out makes the first `go build` much shorter.
//
// Jaeger keeps these components in packages under cmd/jaeger/internal; Go lets only code whose
// import path lies under cmd/jaeger import them, hence this module's path (see go.mod).
package main

import (
	"log"

	"go.opentelemetry.io/collector/component"
	"go.opentelemetry.io/collector/confmap"
	"go.opentelemetry.io/collector/confmap/provider/envprovider"
	"go.opentelemetry.io/collector/confmap/provider/fileprovider"
	"go.opentelemetry.io/collector/exporter"
	"go.opentelemetry.io/collector/extension"
	"go.opentelemetry.io/collector/otelcol"
	"go.opentelemetry.io/collector/processor"
	"go.opentelemetry.io/collector/processor/batchprocessor"
	"go.opentelemetry.io/collector/receiver"
	"go.opentelemetry.io/collector/receiver/otlpreceiver"
	"go.opentelemetry.io/collector/service/telemetry/otelconftelemetry"

	"github.com/jaegertracing/jaeger/cmd/jaeger/internal/exporters/storageexporter"
	"github.com/jaegertracing/jaeger/cmd/jaeger/internal/extension/jaegerquery"
	"github.com/jaegertracing/jaeger/cmd/jaeger/internal/extension/jaegerstorage"
)

func components() (otelcol.Factories, error) {
	var err error
	factories := otelcol.Factories{Telemetry: otelconftelemetry.NewFactory()}
	factories.Extensions, err = otelcol.MakeFactoryMap[extension.Factory](
		jaegerstorage.NewFactory(), jaegerquery.NewFactory())
	if err != nil {
		return factories, err
	}
	factories.Receivers, err = otelcol.MakeFactoryMap[receiver.Factory](otlpreceiver.NewFactory())
	if err != nil {
		return factories, err
	}
	factories.Processors, err = otelcol.MakeFactoryMap[processor.Factory](batchprocessor.NewFactory())
	if err != nil {
		return factories, err
	}
	factories.Exporters, err = otelcol.MakeFactoryMap[exporter.Factory](storageexporter.NewFactory())
	return factories, err
}

func main() {
	command := otelcol.NewCommand(otelcol.CollectorSettings{
		BuildInfo: component.BuildInfo{
			Command:     "jaeger",
			Description: "Jaeger v2 (memory storage, OTLP in, query API) for the dualtrack local stack",
			Version:     "v1.76.0",
		},
		Factories: components,
		ConfigProviderSettings: otelcol.ConfigProviderSettings{
			ResolverSettings: confmap.ResolverSettings{
				// config.yaml is a file whose values come from ${env:...}
				ProviderFactories: []confmap.ProviderFactory{
					fileprovider.NewFactory(), envprovider.NewFactory(),
				},
			},
		},
	})
	if err := command.Execute(); err != nil {
		log.Fatal(err)
	}
}
