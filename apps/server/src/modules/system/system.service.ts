import {
  brandSettingsSchema,
  contactTypes,
  isoCountrySchema,
  moduleIds,
  registerFieldNames,
  SystemStatus,
  type BrandSettings,
  type CustomerServiceEntry,
  type Location,
  type ModuleId,
  type RegisterFieldRule,
  type ResourceEntry,
  type SettingsValue,
  type SystemStatusValue,
  type WhitelabelValue,
} from '@portal/contract';
import { isSupportedLanguage } from '@portal/i18n';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { GeoResolver } from './geo.ts';
import { isLockTimeout, type SystemRepo } from './system.repo.ts';

const maintenanceSchema = z.object({ enabled: z.boolean(), message: z.string().nullable() });
const blockedSchema = z.array(isoCountrySchema);
const cdnSchema = z.array(z.string()).min(1);

interface GateState {
  maintenance: z.infer<typeof maintenanceSchema>;
  blockedCountries: string[];
}

/** Brand settings, module flags and the start-up state (maintenance and region block). */
export class SystemService {
  private gate: { state: GateState; at: number } | null = null;
  private readonly moneyUnitListeners = new Set<(currency: string) => void>();

  constructor(
    private readonly repo: SystemRepo,
    private readonly geo: GeoResolver,
    private readonly opts: { cacheMs: number },
  ) {}

  location(ip: string): Location {
    return { ip, countryCode: this.geo.country(ip) };
  }

  /** Maintenance and blocked countries, cached for a moment so every request does not hit the database. */
  private async gateState(): Promise<GateState> {
    const now = Date.now();
    if (this.gate && now - this.gate.at < this.opts.cacheMs) return this.gate.state;
    const settings = await this.repo.getSettings(['maintenance', 'blockedCountries']);
    const state: GateState = {
      maintenance: maintenanceSchema.catch({ enabled: false, message: null }).parse(settings.get('maintenance')),
      blockedCountries: blockedSchema.catch([]).parse(settings.get('blockedCountries')),
    };
    this.gate = { state, at: now };
    return state;
  }

  /** SPEC §1: 0 normal, 1 maintenance, 2 region blocked; maintenance wins. */
  async status(ip: string): Promise<SystemStatusValue> {
    const state = await this.gateState();
    const location = this.location(ip);
    return {
      status: decideStatus(state.maintenance.enabled, state.blockedCountries, location.countryCode),
      location,
      maintenanceMessage: state.maintenance.enabled ? state.maintenance.message : null,
    };
  }

  async brand(): Promise<BrandSettings> {
    return brandSettingsSchema.parse(await this.repo.getSetting('brand'));
  }

  /** A settings document of another module (e.g. 'wallet'), raw: its owner validates it. */
  document(key: string): Promise<unknown> {
    return this.repo.getSetting(key);
  }

  putDocument(key: string, value: unknown): Promise<void> {
    return this.repo.putSetting(key, value);
  }

  async settings(ip: string): Promise<SettingsValue> {
    const s = await this.repo.getSettings(['brand', 'imageCdns', 'launchCdns']);
    return {
      brand: brandSettingsSchema.parse(s.get('brand')),
      imageCdns: cdnSchema.catch(['']).parse(s.get('imageCdns')),
      launchCdns: cdnSchema.catch(['']).parse(s.get('launchCdns')),
      location: this.location(ip),
    };
  }

  async whitelabel(): Promise<WhitelabelValue> {
    const rows = await this.repo.listModuleFlags();
    const known = new Set<string>(moduleIds);
    return rows
      .filter((r) => known.has(r.moduleId))
      .map((r) => ({ moduleId: r.moduleId as ModuleId, enabled: r.enabled ? '1' : '0' }));
  }

  async registerRules(): Promise<RegisterFieldRule[]> {
    const fields = new Set<string>(registerFieldNames);
    const rows = await this.repo.listRegisterRules();
    return rows
      .filter((r) => fields.has(r.field))
      .map(({ sort: _sort, ...r }) => ({ ...r, field: r.field as RegisterFieldRule['field'] }));
  }

  async customerService(): Promise<CustomerServiceEntry[]> {
    const types = new Set<string>(contactTypes);
    const rows = await this.repo.listCustomerService();
    return rows
      .filter((r) => types.has(r.resourceType))
      .map((r) => ({
        resourceType: r.resourceType as CustomerServiceEntry['resourceType'],
        labelNameEn: r.labelNameEn,
        url: r.url,
        qrCodeUrl: r.qrCodeUrl,
      }));
  }

  async resources(): Promise<ResourceEntry[]> {
    const rows = await this.repo.listResources();
    return rows.map((r) => ({ labelNameEn: r.labelNameEn, url: r.url, group: r.group as ResourceEntry['group'] }));
  }

  async domainRoute() {
    const rows = await this.repo.listDomains();
    return { domainList: rows.map((r) => ({ domain: r.domain, speed: r.speed })) };
  }

  languageUpdate(language: string): { language: string } {
    if (!isSupportedLanguage(language)) throw new AppError('validation_failed', `Language ${language} is not offered`);
    return { language };
  }

  async ping(): Promise<void> {
    await this.repo.ping();
  }

  // Operator actions (admin API and `npm run admin`). Each takes effect at once on this node
  // and within the cache time on every other node.

  async adminState() {
    const state = await this.freshGate();
    return {
      maintenance: state.maintenance.enabled,
      maintenanceMessage: state.maintenance.message,
      blockedCountries: state.blockedCountries,
      modules: await this.whitelabel(),
    };
  }

  async setMaintenance(enabled: boolean, message: string | null | undefined) {
    const value = { enabled, message: message?.trim() ? message.trim() : null };
    await this.repo.putSetting('maintenance', value);
    this.gate = null;
    return value;
  }

  async setBlockedCountries(countries: string[]) {
    const unique = [...new Set(countries)].sort();
    await this.repo.putSetting('blockedCountries', unique);
    this.gate = null;
    return { countries: unique };
  }

  async setModule(moduleId: ModuleId, enabled: '0' | '1') {
    await this.repo.putModuleFlag(moduleId, enabled === '1');
    return { moduleId, enabled };
  }

  /**
   * Every amount is stored in minor units of the brand's currency: a new currency or exponent would
   * silently change what each stored balance means (12345 cents read as 12345 dollars). So both are
   * fixed once the first ledger transaction exists, or the first wallet account (opened at zero in
   * the currency of its day, which it keeps for ever). Listeners of `onMoneyUnitChange` (the
   * ledger's cached currency) hear of a change once it is committed.
   */
  async setBrand(patch: Partial<BrandSettings>): Promise<BrandSettings> {
    // Check and write in one transaction on the locked settings row; the ledger check also holds
    // off new ledger transactions until the write commits (why this lock: SystemRepo.withBrandLocked).
    const { next, moneyUnitChanges } = await this.repo.withBrandLocked(async (locked) => {
      const current = brandSettingsSchema.parse(locked.current);
      const next = brandSettingsSchema.parse({ ...current, ...patch });
      const unknown = Object.keys(next.licenceTexts).find((code) => !isSupportedLanguage(code));
      if (unknown) throw new AppError('validation_failed', `Language ${unknown} is not offered`);
      if (!isSupportedLanguage(next.defaultLanguage)) {
        throw new AppError('validation_failed', `Language ${next.defaultLanguage} is not offered`);
      }
      const moneyUnitChanges = next.currency !== current.currency || next.currencyExponent !== current.currencyExponent;
      const moved =
        moneyUnitChanges &&
        (await locked.moneyHasMoved().catch((err: unknown) => {
          if (!isLockTimeout(err)) throw err;
          throw new AppError('service_unavailable', 'Money is moving right now: try the change again');
        }));
      if (moved) {
        throw new AppError(
          'currency_locked',
          `Wallets exist in ${current.currency} (exponent ${current.currencyExponent}): neither can change now`,
        );
      }
      await locked.put(next);
      return { next, moneyUnitChanges };
    });
    if (moneyUnitChanges) for (const listener of this.moneyUnitListeners) listener(next.currency);
    return next;
  }

  /** Tells `listener` the new currency after a change of the money unit is committed. */
  onMoneyUnitChange(listener: (currency: string) => void): void {
    this.moneyUnitListeners.add(listener);
  }

  private async freshGate(): Promise<GateState> {
    this.gate = null;
    return this.gateState();
  }
}

/** Maintenance wins over region block (SPEC §1). Unknown countries are never blocked. */
export function decideStatus(maintenance: boolean, blocked: string[], country: string | null): 0 | 1 | 2 {
  if (maintenance) return SystemStatus.maintenance;
  if (country && blocked.includes(country)) return SystemStatus.regionBlocked;
  return SystemStatus.normal;
}
