export declare const POLICY_RESOURCE: string;
export declare function healthConnectPolicyXml(origin: string): string;
export declare function writeHealthConnectPolicy(androidDir: string, origin: string): void;
