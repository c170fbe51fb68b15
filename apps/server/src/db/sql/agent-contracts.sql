-- A contract version's terms never change and versions are never deleted (docs/agents.md): the
-- lifecycle moves only status, the decision and effective times, the termination request and the end
-- reason. Settlement lines name the version they used, so history must stay as it was.

CREATE OR REPLACE FUNCTION agent_contracts_terms_fixed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'contract versions are never deleted' USING ERRCODE = '23514';
  END IF;
  IF (NEW.payer_id, NEW.payee_id, NEW.kind, NEW.category, NEW.version, NEW.period, NEW.carry_mode, NEW.tiers,
      NEW.offered_at)
     IS DISTINCT FROM
     (OLD.payer_id, OLD.payee_id, OLD.kind, OLD.category, OLD.version, OLD.period, OLD.carry_mode, OLD.tiers,
      OLD.offered_at) THEN
    RAISE EXCEPTION 'contract % terms never change: offer a new version', OLD.id USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END $function$;

CREATE OR REPLACE TRIGGER agent_contracts_terms_fixed BEFORE UPDATE OR DELETE ON agent_contracts
  FOR EACH ROW EXECUTE FUNCTION agent_contracts_terms_fixed();
