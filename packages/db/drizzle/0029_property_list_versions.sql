CREATE TABLE "property_list_versions" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_list_versions" ADD CONSTRAINT "property_list_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION raise_property_list_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO property_list_versions AS v (organization_id, version)
    SELECT DISTINCT r.organization_id, 1 FROM new_rows r JOIN organizations o ON o.id = r.organization_id ORDER BY 1
    ON CONFLICT (organization_id) DO UPDATE SET version = v.version + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO property_list_versions AS v (organization_id, version)
    SELECT DISTINCT r.organization_id, 1 FROM old_rows r JOIN organizations o ON o.id = r.organization_id ORDER BY 1
    ON CONFLICT (organization_id) DO UPDATE SET version = v.version + 1;
  ELSE
    INSERT INTO property_list_versions AS v (organization_id, version)
    SELECT r.organization_id, 1
    FROM (SELECT organization_id FROM new_rows UNION SELECT organization_id FROM old_rows) AS r
      JOIN organizations o ON o.id = r.organization_id
    ORDER BY 1
    ON CONFLICT (organization_id) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER properties_raise_list_version_insert AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_property_list_versions();--> statement-breakpoint
CREATE TRIGGER properties_raise_list_version_update AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_property_list_versions();--> statement-breakpoint
CREATE TRIGGER properties_raise_list_version_delete AFTER DELETE ON properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_property_list_versions();--> statement-breakpoint
CREATE TRIGGER units_raise_list_version_insert AFTER INSERT ON units
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_property_list_versions();--> statement-breakpoint
CREATE TRIGGER units_raise_list_version_update AFTER UPDATE ON units
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_property_list_versions();--> statement-breakpoint
CREATE TRIGGER units_raise_list_version_delete AFTER DELETE ON units
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_property_list_versions();--> statement-breakpoint
CREATE TRIGGER leases_raise_list_version_insert AFTER INSERT ON leases
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_property_list_versions();--> statement-breakpoint
CREATE TRIGGER leases_raise_list_version_update AFTER UPDATE ON leases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_property_list_versions();--> statement-breakpoint
CREATE TRIGGER leases_raise_list_version_delete AFTER DELETE ON leases
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_property_list_versions();--> statement-breakpoint
CREATE TRIGGER property_images_raise_list_version_insert AFTER INSERT ON property_images
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_property_list_versions();--> statement-breakpoint
CREATE TRIGGER property_images_raise_list_version_update AFTER UPDATE ON property_images
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_property_list_versions();--> statement-breakpoint
CREATE TRIGGER property_images_raise_list_version_delete AFTER DELETE ON property_images
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_property_list_versions();
