package app.vitalog;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
