/**
 * A WCF client's `ports` option where a contract has several ports (svcutil's endpointConfigurationName): a
 * descriptor codec of its own (`wcfPortsCodec`), so clients of services whose contracts have one endpoint each
 * do not carry it (they refuse any port chosen with the WCF codec's onePort, the same errors).
 */
import type { ServiceDescriptor } from "../descriptor.js";
import type { WcfPortsCodec } from "../soap/codecs.js";
import { portRefusal } from "./wcf.js";

/**
 * The service as a client of the chosen ports sees it (`ports`: a port name by contract): each operation of such
 * a contract goes to that port's address, in its SOAP version. A contract or port the service has not is refused
 * (TypeError naming what there is).
 */
export function atPorts(
  service: ServiceDescriptor,
  ports: Readonly<Record<string, string | undefined>>,
): ServiceDescriptor {
  const chosen = new Map<string, { address: string; soap12: boolean }>();
  const contracts = service.wcf?.contracts ?? [];
  for (const [name, port] of Object.entries(ports)) {
    if (port === undefined) continue;
    const contract = contracts.find((c) => c.name === name);
    const names = contract?.ports ?? [];
    const i = names.indexOf(port);
    if (!contract || i < 0) throw portRefusal(service, name, port, names);
    const address = (contract.addresses ?? [contract.address])[i]!;
    chosen.set(name, { address, soap12: contract.soap12?.includes(address) === true });
  }
  return {
    ...service,
    operations: service.operations.map((op) => {
      const port = op.wcf && chosen.get(op.wcf.contract);
      if (!op.wcf || !port) return op;
      const { soap12: _, ...wcf } = op.wcf;
      return { ...op, wcf: { ...wcf, address: port.address, ...(port.soap12 ? { soap12: true as const } : {}) } };
    }),
  };
}

/** The codec a WCF descriptor whose contracts have several ports names (`codecs: { wcfPorts: wcfPortsCodec }`). */
export const wcfPortsCodec: WcfPortsCodec = { atPorts };
