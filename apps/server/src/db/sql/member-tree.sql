-- The team tree: member_tree holds every (ancestor, descendant, depth) pair of the upline chain, a
-- member being its own ancestor at depth 0. These triggers keep it in the same statement (so the same
-- transaction) as a member's insert and as any change of its upline, which moves its whole subtree.

CREATE OR REPLACE FUNCTION member_tree_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO member_tree (ancestor_id, descendant_id, depth)
  SELECT NEW.id, NEW.id, 0
  UNION ALL
  SELECT t.ancestor_id, NEW.id, t.depth + 1 FROM member_tree t WHERE t.descendant_id = NEW.upline_id;
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER members_tree_insert AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_insert();

-- A new upline moves the member with everything below it: the pairs linking the subtree to the old
-- ancestors go, pairs to the new ones come. An upline inside the member's own subtree would close a
-- loop and is refused (SQLSTATE 23514, check_violation).
CREATE OR REPLACE FUNCTION member_tree_move()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.upline_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM member_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_id
  ) THEN
    RAISE EXCEPTION 'member % cannot move under its own downline %', NEW.id, NEW.upline_id USING ERRCODE = '23514';
  END IF;
  DELETE FROM member_tree t
   USING member_tree sub, member_tree anc
   WHERE sub.ancestor_id = NEW.id
     AND anc.descendant_id = NEW.id AND anc.depth > 0
     AND t.ancestor_id = anc.ancestor_id AND t.descendant_id = sub.descendant_id;
  INSERT INTO member_tree (ancestor_id, descendant_id, depth)
  SELECT anc.ancestor_id, sub.descendant_id, anc.depth + sub.depth + 1
    FROM member_tree anc, member_tree sub
   WHERE anc.descendant_id = NEW.upline_id AND sub.ancestor_id = NEW.id;
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER members_tree_move AFTER UPDATE OF upline_id ON members
  FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id) EXECUTE FUNCTION member_tree_move();
